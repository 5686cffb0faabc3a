/**
 * Reads whole rows of a table with a statement of our own and maps them as Drizzle would
 * (column name → field, mapFromDriverValue), for the hottest read: a list page. Drizzle's select
 * builder rebuilds the select list and checks every cell's kind on every request; here the
 * select list is written once per table and each cell goes through its column's decoder only.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';
import { dialect, executeFixed } from './library-internals/fixed-statements';
import { rowsOf } from './library-internals/execute-rows';

interface TableReader {
  /** "field" = column, in table order, each aliased as its field name. */
  selectList: SQL;
  fields: readonly (readonly [field: string, column: PgColumn])[];
}

const readers = new WeakMap<PgTable, TableReader>();

function readerOf(table: PgTable): TableReader {
  let reader = readers.get(table);
  if (!reader) {
    const fields = Object.entries(getTableColumns(table)) as [string, PgColumn][];
    // Rendered to text once: the columns have no parameters, and walking ~35 of them into a
    // string again on every request was as costly as the rest of the statement.
    const selectList = sql.raw(
      dialect.sqlToQuery(
        sql.join(
          fields.map(([field, column]) => sql`${column} as ${sql.identifier(field)}`),
          sql`, `,
        ),
      ).sql,
    );
    reader = { selectList, fields };
    readers.set(table, reader);
  }
  return reader;
}

/** The table's select list (every column, as its field name), to put in a statement. */
export function allColumns(table: PgTable): SQL {
  return readerOf(table).selectList;
}

/** Runs an insert or update (`statement`, without a returning clause); the rows it wrote. */
export async function writtenRows<Row>(
  db: DbExecutor,
  table: PgTable,
  statement: SQL,
): Promise<Row[]> {
  const rows = await readRows<Row>(db, table, sql`${statement} returning ${allColumns(table)}`);
  return rows.map(({ row }) => row);
}

/**
 * Runs `query` and maps each row's table fields. `raw` is the row as the driver gave it, for
 * values selected beside the table's columns (e.g. paging keys, selected as text). `fixedText`:
 * the query's text is fixed by our code, and runs prepared (fixed-statements.ts).
 */
export async function readRows<Row>(
  db: DbExecutor,
  table: PgTable,
  query: SQL,
  options: { fixedText?: boolean } = {},
): Promise<{ row: Row; raw: Record<string, unknown> }[]> {
  const { fields } = readerOf(table);
  const rows = options.fixedText ? await executeFixed(db, query) : await rowsOf(db, query);
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [field, column] of fields) {
      const value = raw[field];
      row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return { row: row as Row, raw };
  });
}
