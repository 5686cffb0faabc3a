/**
 * Table maintenance in place of autovacuum (maintenance.ts): tables filled since their last
 * ANALYZE get statistics and a visibility map, and a server opening a filled PGlite data
 * directory gathers them by itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from './library-internals/execute-rows';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, resetDatabase } from '../../../tests/support/database';
import { openConfiguredDatabase, openDatabase, type Database, type DatabaseHandle } from './client';
import { maintainTables, tablesDueForMaintenance, vacuumAnalyzeAll } from './maintenance';

const onPostgres = Boolean(inject('postgresUrl'));

const rows = rowsOf;

/** What the planner knows about a table (row count, column statistics), and if it was vacuumed. */
async function plannerView(db: Database, table: string) {
  const [row] = await rows<{ reltuples: number; statistics: boolean; vacuumed: boolean }>(
    db,
    sql`select c.reltuples::float8 as reltuples,
      exists (select 1 from pg_stats s where s.tablename = c.relname) as statistics,
      pg_stat_get_last_vacuum_time(c.oid) is not null as vacuumed
      from pg_class c where c.oid = ${`public.${table}`}::regclass`,
  );
  return row!;
}

async function addFacilities(db: Database, count: number) {
  await db.execute(sql`insert into facility
    (name, address, region, contact_person, contact_number, email, operating_hours)
    select 'Facility ' || i, i || ' Main Street', 'North', 'Warden', '555-0100',
      'f' || i || '@example.org', '9-5'
    from generate_series(1, ${count}) as i`);
}

const dueNames = async (db: Database, catalog: boolean) =>
  (await tablesDueForMaintenance(db, { catalog })).map(({ table }) => table);

describe('table maintenance', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => resetDatabase(database.db));

  it('analyzes and vacuums a table filled since its last ANALYZE, then finds nothing to do', async () => {
    const db = database.db;
    await addFacilities(db, 500);
    expect(await dueNames(db, true)).toContain('public.facility');

    await maintainTables(db, await tablesDueForMaintenance(db, { catalog: true }));

    // Vacuumed too, for a visibility map: counts can then be answered from an index alone.
    expect(await plannerView(db, 'facility')).toEqual({
      reltuples: 500,
      statistics: true,
      vacuumed: true,
    });
    // A PostgreSQL server shared with other sessions may keep VACUUM from marking the new rows
    // visible to all (which the catalog check looks at); there only the counters are checked.
    expect(await dueNames(db, !onPostgres)).not.toContain('public.facility');
  });

  it('vacuums and analyzes every table after a bulk load', async () => {
    const db = database.db;
    await addFacilities(db, 300);
    await vacuumAnalyzeAll(db);
    expect(await plannerView(db, 'facility')).toMatchObject({ reltuples: 300, statistics: true });
    expect(await dueNames(db, !onPostgres)).toEqual([]);
  });

  // PGlite is where the server runs it; on PostgreSQL autovacuum counts the changes, so the
  // test exists only on PGlite.
  if (!onPostgres)
    it('takes a table again once the changes counted since exceed autovacuum’s threshold', async () => {
      const db = database.db;
      await addFacilities(db, 500);
      await vacuumAnalyzeAll(db);
      const update = (count: number) =>
        db.execute(sql`update facility set notes = 'changed'
          where id in (select id from facility where notes is null limit ${count})`);

      // 50 + 10% of 500 rows: 100 changes.
      await update(90);
      expect(await dueNames(db, false)).not.toContain('public.facility');
      await update(20);
      expect(await dueNames(db, false)).toContain('public.facility');
    });
});

describe('the audit trail under ANALYZE', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => resetDatabase(database.db));

  // ANALYZE holds 300 sampled rows per point of statistics target; audit rows carry whole
  // snapshots, and at the default target (100) the sample made PGlite's memory grow ~40 MB for
  // good (migration 0015). A histogram has one bound more than the target.
  it('samples with a statistics target of 10 and skips the JSON columns', async () => {
    const db = database.db;
    await db.execute(sql`insert into audit_entry (actor_email, record_type, record_id, action, changes)
      select 'a' || (i % 50) || '@example.org', 'Client', gen_random_uuid()::text, 'UPDATE',
        jsonb_build_object('notes', repeat('x', 500))
      from generate_series(1, 4000) as i`);
    await db.execute(sql`analyze audit_entry`);
    const columns = await rows<{ attname: string; bounds: number | null; analyzed: boolean }>(
      db,
      sql`select a.attname, array_length(s.histogram_bounds::text::text[], 1) as bounds,
          s.attname is not null as analyzed
        from pg_attribute a
        left join pg_stats s on s.tablename = 'audit_entry' and s.attname = a.attname
        where a.attrelid = 'public.audit_entry'::regclass and a.attnum > 0 and not a.attisdropped`,
    );
    const byName = Object.fromEntries(columns.map((column) => [column.attname, column]));
    expect(byName.id!.bounds).toBe(11);
    expect(byName.record_id!.bounds).toBe(11);
    expect(byName.changes!.analyzed).toBe(false);
    expect(byName.snapshot!.analyzed).toBe(false);
  });
});

// Only the embedded database has a data directory of this server's own.
if (!onPostgres)
  describe('a server opening a filled data directory', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-maintenance-'));
    const dataDir = path.join(root, 'data');
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('gathers the statistics that nothing else would', { timeout: 60_000 }, async () => {
      const image = new Blob([fs.readFileSync(inject('pgliteImagePath'))]);
      const filled = await openDatabase({ kind: 'pglite', dataDir, image, migrate: false });
      await addFacilities(filled.db, 400);
      await filled.close();

      const database = await openConfiguredDatabase({ databaseUrl: null, dataDir });
      try {
        expect((await plannerView(database.db, 'facility')).statistics).toBe(false);
        await database.startMaintenance();
        expect(await plannerView(database.db, 'facility')).toMatchObject({
          reltuples: 400,
          statistics: true,
        });
      } finally {
        await database.close();
      }
    });
  });
