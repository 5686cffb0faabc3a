/**
 * Autovacuum's routine work, for the embedded database, where no autovacuum runs (PGlite is a
 * single-user backend). Without it, tables that got their rows after creation never have
 * planner statistics (the planner then guesses ~20 rows and picks sequential scans and sorts)
 * and no visibility map (so counts cannot be answered from an index alone). PostgreSQL's own
 * autovacuum does this on a server; see docs/decisions/015-planner-statistics-and-start-up.md.
 *
 * A table is due when autovacuum would take it: by its default thresholds, on the activity
 * counters of this process. Those start from zero whenever PGlite starts, so the first check
 * also compares what the catalog recorded at the last VACUUM / ANALYZE (which persists) with
 * the tables as they are. After that the counters see every change: the server is the data
 * directory's only writer (data-dir-lock.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from './client';
import { rowsOf } from './library-internals/execute-rows';

// PostgreSQL's defaults: autovacuum_analyze_threshold / _scale_factor,
// autovacuum_vacuum_threshold / _scale_factor, autovacuum_vacuum_insert_threshold / _scale_factor.
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;
/** Pages gained or lost since the last ANALYZE, as a share of the pages it saw. */
const GROWTH_SCALE = 0.1;
/** Below this share of all-visible pages, counts cannot use index-only scans well: vacuum. */
const ALL_VISIBLE_SHARE = 0.5;

export interface DueTable {
  /** Schema-qualified and quoted, ready for SQL. */
  table: string;
  vacuum: boolean;
}

/**
 * Changes counted by this backend reach the statistics functions when it flushes them (at most
 * once a second otherwise). Before ANALYZE too: changes flushed after it would count again.
 */
async function flushCounters(db: DbExecutor): Promise<void> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
}

/** A constant written into the SQL (as a parameter, PostgreSQL would take 0.1 for an integer). */
const literal = (value: number) => sql.raw(String(value));

async function rows<Row>(db: DbExecutor, query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(db, query);
}

const ownTables = sql`from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = any (current_schemas(false))`;

/** Autovacuum's condition: more than `base` + `scale` × the table's rows at its last count. */
const over = (counter: string, base: number, scale: number) =>
  sql`${sql.raw(counter)}(c.oid) > ${literal(base)} + ${literal(scale)} * greatest(c.reltuples, 0)`;

/**
 * Ordinary tables of the application's schema that need VACUUM or ANALYZE now. `catalog`: also
 * compare the catalog with the tables (reading every table's size takes ~20 ms on PGlite: once
 * per start is enough). Reads pg_statistic, which needs a superuser, as PGlite's only user is.
 */
export async function tablesDueForMaintenance(
  db: DbExecutor,
  { catalog }: { catalog: boolean },
): Promise<DueTable[]> {
  await flushCounters(db);
  // The pg_stat_get_* functions, not the pg_stat_user_tables view: ten times cheaper on PGlite.
  const counters = sql`
    ${over('pg_stat_get_mod_since_analyze', ANALYZE_BASE, ANALYZE_SCALE)} as counted_analyze,
    ${over('pg_stat_get_dead_tuples', VACUUM_BASE, VACUUM_SCALE)}
      or ${over('pg_stat_get_ins_since_vacuum', INSERT_BASE, INSERT_SCALE)} as counted_vacuum`;
  const query = catalog
    ? sql`with t as (
        select format('%I.%I', n.nspname, c.relname) as "table", c.reltuples, c.relpages,
          c.relallvisible, pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
          exists (select 1 from pg_statistic p where p.starelid = c.oid) as has_statistics,
          ${counters}
        ${ownTables}
      )
      select "table",
        counted_analyze or pages > 0 and (
          -- Never analyzed, or rows but no statistics (an index built on a filled table sets
          -- reltuples without gathering any).
          reltuples < 0
          or reltuples > 0 and not has_statistics
          or abs(pages - relpages) > ${literal(GROWTH_SCALE)} * relpages
        ) as analyze,
        counted_vacuum
          or pages > 0 and relallvisible < ${literal(ALL_VISIBLE_SHARE)} * pages as vacuum
      from t order by "table"`
    : sql`select "table", counted_analyze as analyze, counted_vacuum as vacuum from (
        select format('%I.%I', n.nspname, c.relname) as "table", ${counters} ${ownTables}
      ) t order by "table"`;
  const due = await rows<{ table: string; analyze: boolean; vacuum: boolean }>(db, query);
  return due
    .filter((row) => row.analyze || row.vacuum)
    .map((row) => ({ table: row.table, vacuum: row.vacuum }));
}

/**
 * VACUUM (ANALYZE) or ANALYZE each table, one statement at a time: on PGlite's single
 * connection, requests waiting meanwhile run between two tables. Returns what was done.
 */
export async function maintainTables(db: DbExecutor, tables: readonly DueTable[]) {
  if (tables.length > 0) await flushCounters(db);
  for (const { table, vacuum } of tables) {
    // The name comes from the catalog, quoted by format('%I.%I').
    await db.execute(sql.raw(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${table}`));
  }
  return tables;
}

/** Every table of the application's schema, vacuumed and analyzed (after a bulk load). */
export async function vacuumAnalyzeAll(db: DbExecutor): Promise<void> {
  const all = await rows<{ table: string }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as "table" ${ownTables} order by 1`,
  );
  await maintainTables(
    db,
    all.map(({ table }) => ({ table, vacuum: true })),
  );
}

export interface MaintenanceOptions {
  /** Time before the first check. */
  firstCheckAfterMs?: number;
  /** Time between two checks; autovacuum's default naptime is one minute. */
  intervalMs?: number;
  /** Told what each pass did, and about a pass that failed. */
  log?: (message: string, error?: unknown) => void;
}

export interface Maintenance {
  /** Resolves when the first pass is done (or maintenance stopped before it). */
  firstPass: Promise<void>;
  /** No further passes; waits for the one under way. */
  stop(): Promise<void>;
}

/** Checks after a while, then every interval, and maintains the tables that are due. */
export function startMaintenance(db: DbExecutor, options: MaintenanceOptions = {}): Maintenance {
  const { firstCheckAfterMs = 0, intervalMs = 60_000, log = () => undefined } = options;
  let stopped = false;
  let first = true;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let firstPassDone!: () => void;
  const firstPass = new Promise<void>((resolve) => (firstPassDone = resolve));

  const pass = async () => {
    try {
      const started = performance.now();
      const due = await tablesDueForMaintenance(db, { catalog: first });
      first = false;
      const done = await maintainTables(db, due);
      if (done.length > 0) {
        const names = done.map(({ table, vacuum }) => `${table}${vacuum ? ' (vacuumed)' : ''}`);
        const ms = Math.round(performance.now() - started);
        log(`Table statistics refreshed in ${ms} ms: ${names.join(', ')}`);
      }
    } catch (error) {
      if (!stopped) log('Table maintenance failed; it is tried again later', error);
    }
  };
  const after = (ms: number) => {
    timer = setTimeout(run, ms);
    // Never the reason the process stays up.
    timer.unref();
  };
  const run = () => {
    if (stopped) return;
    running = pass().finally(() => {
      firstPassDone();
      if (!stopped) after(intervalMs);
    });
  };
  after(firstCheckAfterMs);

  return {
    firstPass,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      firstPassDone();
      await running;
    },
  };
}
