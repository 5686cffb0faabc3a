/** What a backup needs to know of the database's tables, read from PostgreSQL's catalog. */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { rowsOf } from '../db/library-internals/execute-rows';

interface Column {
  name: string;
  /** As format_type prints it, e.g. "timestamp with time zone", "text[]". */
  type: string;
}

export interface Table {
  name: string;
  /** Stored columns in order (generated columns are computed again on restore). */
  columns: Column[];
  primaryKey: string[];
  /** The table references itself (its rows must be loaded in one statement). */
  selfReferencing: boolean;
  /** Has GENERATED ALWAYS AS IDENTITY columns, which take given values only when told to. */
  identityAlways: boolean;
}

/**
 * The public schema's tables, each after the tables it references, so that loading them in
 * this order satisfies every foreign key.
 */
export async function readTables(db: DbExecutor): Promise<Table[]> {
  const columns = await rowsOf<{ table: string; name: string; type: string; identity: string }>(
    db,
    sql`select c.relname as "table", a.attname as "name",
          format_type(a.atttypid, a.atttypmod) as "type", a.attidentity as "identity"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; name: string }>(
    db,
    sql`select c.relname as "table", a.attname as "name"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = 'public'
        order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select distinct c.relname as "from", r.relname as "to"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    let table = tables.get(column.table);
    if (!table) {
      table = {
        name: column.table,
        columns: [],
        primaryKey: [],
        selfReferencing: false,
        identityAlways: false,
      };
      tables.set(column.table, table);
    }
    table.columns.push({ name: column.name, type: column.type });
    if (column.identity === 'a') table.identityAlways = true;
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.name);
  const dependsOn = new Map([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { from, to } of references) {
    if (from === to) tables.get(from)!.selfReferencing = true;
    else dependsOn.get(from)?.add(to);
  }
  return inDependencyOrder(tables, dependsOn);
}

/** Tables in an order where each comes after those it references (alphabetical otherwise). */
function inDependencyOrder(
  tables: Map<string, Table>,
  dependsOn: Map<string, Set<string>>,
): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const names = [...tables.keys()].sort();
  while (ordered.length < names.length) {
    const next = names.find(
      (name) => !placed.has(name) && [...dependsOn.get(name)!].every((to) => placed.has(to)),
    );
    if (!next) {
      const rest = names.filter((name) => !placed.has(name)).join(', ');
      throw new Error(`The tables ${rest} reference each other: no load order satisfies them.`);
    }
    placed.add(next);
    ordered.push(tables.get(next)!);
  }
  return ordered;
}

export async function readSequences(db: DbExecutor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select sequencename as "name" from pg_sequences where schemaname = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}
