/**
 * Crash safety (decisions 019 and 100): several clients create and update facilities and
 * clients while the server is killed with SIGKILL at a random moment, 10 times a run (each run
 * draws new moments; CRASH_DRILL_CYCLES sets more). After each restart every write a client was
 * told succeeded is there; at the end the database itself is read: every record has exactly one
 * audit entry per version, the newest matching the record, and no record or audit entry stands
 * without the other. Runs on PGlite and on PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/library-internals/execute-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process';
import { clientInput } from '../support/client-factory';
import { facilityInput } from '../support/factories';
import {
  drillDatabase,
  graphqlOverHttp,
  prepareDrillServer,
  setUpFirstAdmin,
  signInOverHttp,
  startDrillServer,
  type DrillDatabase,
} from '../support/drill';

const CYCLES = Number(process.env.CRASH_DRILL_CYCLES ?? 10);
const WRITERS = 4;
const UPDATES_PER_RECORD = 3;

interface Kind {
  type: 'Facility' | 'Client';
  table: string;
  /** The field each write sets: `<base> v<version>`, so a stored value tells which write it is. */
  field: 'name' | 'preferredName';
  column: string;
  input: (label: string) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    type: 'Facility',
    table: 'facility',
    field: 'name',
    column: 'name',
    input: (name) => facilityInput({ name }),
  },
  {
    type: 'Client',
    table: 'client',
    field: 'preferredName',
    column: 'preferred_name',
    input: (preferredName) => clientInput({ preferredName }),
  },
];

const label = (base: string, version: number) => `${base} v${version}`;

/** The newest acknowledged version of every record, and the base of its labels. */
interface Acknowledged {
  kind: Kind;
  base: string;
  version: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilFirstWrite(written: Map<string, Acknowledged>) {
  while (written.size === 0) await sleep(10);
}

let database: DrillDatabase;
beforeAll(async () => {
  await prepareDrillServer();
  database = await drillDatabase();
}, 120_000);
afterAll(async () => database?.remove());

/**
 * Creates a record and updates it a few times, then the next, until the server stops
 * answering. Only a successful GraphQL answer counts as acknowledged; any error is a failure.
 */
async function writeUntilKilled(
  server: ServerProcess,
  cookie: string,
  kind: Kind,
  prefix: string,
  acknowledged: Map<string, Acknowledged>,
) {
  const send = async (query: string, input: Record<string, unknown>) => {
    let result;
    try {
      result = await graphqlOverHttp<Record<string, { id: string; version: number }>>(
        server.baseUrl,
        query,
        { input },
        cookie,
      );
    } catch {
      return null; // No answer: the server was killed. Not acknowledged.
    }
    expect(result.errors).toEqual([]);
    return Object.values(result.data!)[0]!;
  };
  for (let n = 0; ; n += 1) {
    const base = `${prefix}-${n}`;
    const created = await send(
      `mutation($input: Create${kind.type}Input!) { create${kind.type}(input: $input) { id version } }`,
      kind.input(label(base, 1)),
    );
    if (!created) return;
    acknowledged.set(created.id, { kind, base, version: created.version });
    for (let version = 2; version <= UPDATES_PER_RECORD + 1; version += 1) {
      const updated = await send(
        `mutation($input: Update${kind.type}Input!) { update${kind.type}(input: $input) { id version } }`,
        { id: created.id, expectedVersion: version - 1, [kind.field]: label(base, version) },
      );
      if (!updated) return;
      acknowledged.set(created.id, { kind, base, version: updated.version });
    }
  }
}

/** Through the API of the restarted server: each acknowledged write is there, whole. */
async function expectAcknowledgedWrites(
  server: ServerProcess,
  cookie: string,
  written: Map<string, Acknowledged>,
) {
  await Promise.all(
    [...written].map(async ([id, { kind, base, version }]) => {
      const result = await graphqlOverHttp<Record<string, Record<string, unknown> | null>>(
        server.baseUrl,
        `query($id: ID!) { get${kind.type}(id: $id) { version ${kind.field} } }`,
        { id },
        cookie,
      );
      const stored = result.data?.[`get${kind.type}`];
      expect(stored, `${kind.type} ${id} (acknowledged at version ${version})`).toBeTruthy();
      // A write that committed but whose answer the kill cut off may be there too.
      expect(stored!.version).toBeGreaterThanOrEqual(version);
      expect(stored![kind.field]).toBe(label(base, stored!.version as number));
    }),
  );
}

interface RecordAudit {
  id: string;
  version: number;
  value: string;
  audited_versions: number[];
  actions: string[];
  latest: Record<string, unknown>;
}

/** In the database itself: records and audit entries agree, one entry per version. */
async function expectRecordsAndAuditAgree(all: Map<string, Acknowledged>) {
  const handle = await database.open();
  try {
    const rows = <Row>(query: SQL) => rowsOf<Row>(handle.db, query);
    let records = 0;
    for (const kind of KINDS) {
      const stored = await rows<RecordAudit>(sql`
        select r.id, r.version, r.${sql.identifier(kind.column)} as value,
          array_agg((a.snapshot->>'version')::int order by a.id) as audited_versions,
          array_agg(a.action order by a.id) as actions,
          (array_agg(a.snapshot order by a.id desc))[1] as latest
        from ${sql.identifier(kind.table)} r
        -- Changes only: reading a client back through the API adds VIEW entries (access log).
        left join audit_entry a on a.record_type = ${kind.type} and a.record_id = r.id::text
          and a.action in ('CREATE', 'UPDATE', 'DELETE')
        group by r.id, r.version, value`);
      records += stored.length;
      for (const record of stored) {
        const versions = Array.from({ length: record.version }, (_, index) => index + 1);
        expect(record.audited_versions, `${kind.type} ${record.id}`).toEqual(versions);
        expect(record.actions).toEqual(versions.map((v) => (v === 1 ? 'CREATE' : 'UPDATE')));
        expect(record.value).toMatch(new RegExp(` v${record.version}$`));
        expect(record.latest[kind.field]).toBe(record.value);
      }
      const orphans = await rows<{ count: number }>(sql`
        select count(*)::int as count from audit_entry a where a.record_type = ${kind.type}
          and a.action in ('CREATE', 'UPDATE', 'DELETE') and not exists (select 1 from ${sql.identifier(kind.table)} r where r.id::text = a.record_id)`);
      expect(orphans[0]!.count, `${kind.type} audit entries without their record`).toBe(0);
      const byId = new Map(stored.map((record) => [record.id, record]));
      for (const [id, acknowledged] of all) {
        if (acknowledged.kind !== kind) continue;
        expect(byId.get(id)?.version ?? 0).toBeGreaterThanOrEqual(acknowledged.version);
      }
    }
    return records;
  } finally {
    await handle.close();
  }
}

describe('crash safety', () => {
  it(
    `keeps every acknowledged write and its audit entry through ${CYCLES} SIGKILLs`,
    async () => {
      // No per-address limit: the writers would reach it. Sessions outlive every restart.
      const env = { API_RATE_LIMIT: '0' };
      let server = await startDrillServer(database, env);
      const email = await setUpFirstAdmin(server);
      const cookies = await Promise.all(
        Array.from(
          { length: WRITERS },
          async () => (await signInOverHttp(server.baseUrl, email)).cookie,
        ),
      );
      const all = new Map<string, Acknowledged>();
      for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
        const written = new Map<string, Acknowledged>();
        const writers = cookies.map((cookie, writer) =>
          writeUntilKilled(
            server,
            cookie,
            KINDS[writer % KINDS.length]!,
            `Drill ${cycle}-${writer}`,
            written,
          ),
        );
        // Killed at a random moment once writes flow (a loaded machine may take a while for the
        // first): mid-request, mid-transaction or between writes.
        await Promise.race([untilFirstWrite(written), Promise.all(writers)]);
        await sleep(Math.random() * 450);
        server.child.kill('SIGKILL');
        await server.exit;
        await Promise.all(writers);
        server = await startDrillServer(database, env);
        await expectAcknowledgedWrites(server, cookies[0]!, written);
        for (const [id, acknowledged] of written) all.set(id, acknowledged);
      }
      server.child.kill('SIGKILL');
      await server.exit;
      const records = await expectRecordsAndAuditAgree(all);
      expect(records).toBeGreaterThanOrEqual(all.size);
    },
    60_000 + CYCLES * 20_000,
  );
});
