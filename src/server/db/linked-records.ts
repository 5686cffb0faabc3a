/**
 * What still points at a record that cannot be deleted, counted by record type ("2 clients and
 * 1 program"), read from the database's own foreign keys: a record type added later is named
 * without anyone updating a message. Only the keys that refuse a deletion count (not those that
 * empty themselves or delete along).
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { auditRecordTypeLabel } from '../../shared/domain/audit/audit';
import type { DbExecutor } from './client';
import { rowsOf } from './library-internals/execute-rows';

/** 'incident_report' → 'IncidentReport': the record type a table holds. */
const typeNameOf = (tableName: string) =>
  tableName.replace(/(^|_)([a-z])/g, (_match, _start: string, letter: string) =>
    letter.toUpperCase(),
  );

/** 'Incident report' → '2 incident reports'. */
function counted(count: number, tableName: string): string {
  const noun = auditRecordTypeLabel(typeNameOf(tableName)).toLowerCase();
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** "a, b and c". */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The records of other types whose keys still hold `id` of `table`, as words; null: none. */
export async function linkedRecordsText(
  db: DbExecutor,
  table: PgTable,
  id: string,
): Promise<string | null> {
  const keys = await rowsOf<{ referencing: string; column: string }>(
    db,
    sql`select c.conrelid::regclass::text as referencing, a.attname as column
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confdeltype in ('a', 'r')
        and c.confrelid = ${getTableName(table)}::regclass
      order by 1, 2`,
  );
  const counts = new Map<string, number>();
  for (const { referencing, column } of keys) {
    const tableName = referencing.replaceAll('"', '');
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*) as count from ${sql.identifier(tableName)}
        where ${sql.identifier(column)}::text = ${id}`,
    );
    const count = Number(row?.count ?? 0);
    if (count > 0) counts.set(tableName, (counts.get(tableName) ?? 0) + count);
  }
  if (counts.size === 0) return null;
  return listed([...counts].map(([tableName, count]) => counted(count, tableName)));
}
