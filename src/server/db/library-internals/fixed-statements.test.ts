/**
 * Statements whose text our code fixes run prepared under a name (decision 036): on PostgreSQL a
 * connection parses and plans each once; statements that vary with what a caller sends do not
 * pile up on it.
 */
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from './execute-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/database';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { SYSTEM_ACTOR } from '../../audit/audit';
import { facilityRecord } from '../../modules/facility/facility.service';
import type { Database, DatabaseHandle, DbExecutor } from '../client';
import { executeFixed, statementName } from './fixed-statements';
import { requireRecords } from '../references';
import { findRecord, listRecords, updateRecord } from '../records';
import { facility } from '../schema/facility';
import { inOneTransaction } from '../transaction';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function preparedOnThisConnection(tx: DbExecutor): Promise<string[]> {
  const rows = await rowsOf<{ statement: string }>(
    tx,
    sql`select statement from pg_prepared_statements`,
  );
  return rows.map((row) => row.statement);
}

describe('statementName', () => {
  it('names one text one way, another text another, within PostgreSQL’s 63 characters', () => {
    const long = `select ${'1, '.repeat(2000)}1`;
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName(long)).not.toBe(statementName(`${long} `));
    expect(statementName(long).length).toBeLessThanOrEqual(63);
  });
});

describe('executeFixed', () => {
  it('answers with the values given each time, as an unnamed statement would', async () => {
    for (const value of ['first', 'second', 'third']) {
      expect(await executeFixed(database.db, sql`select ${value}::text as "value"`)).toEqual([
        { value },
      ]);
    }
  });

  it('prepares a write’s record read, references and audit entry once, not its changed fields or a list', async () => {
    const place = await insertFacility(database.db);
    const statements = await inOneTransaction(database.db, async (tx) => {
      for (const name of ['Renamed once', 'Renamed twice', 'Renamed thrice']) {
        const current = await findRecord(tx, facilityRecord, place.id);
        await requireRecords(tx, [
          { table: facility, id: place.id, field: 'facilityId', message: 'Facility not found' },
        ]);
        await updateRecord(
          tx as unknown as Database,
          SYSTEM_ACTOR,
          facilityRecord,
          { id: place.id, expectedVersion: current!.version },
          () => ({ name }),
        );
        await listRecords(tx, facilityRecord, { search: name });
      }
      return preparedOnThisConnection(tx);
    });
    const count = (pattern: RegExp) => statements.filter((text) => pattern.test(text)).length;
    if (database.kind === 'postgres') {
      expect(count(/^select .* from "facility"\s+where .* limit 1 for update$/s)).toBe(1);
      expect(count(/^select .* from "facility"\s+where .* limit 1$/s)).toBe(1);
      expect(count(/^select \(select 1 from "facility" where/)).toBe(1);
      expect(count(/insert into "audit_entry"/)).toBe(1);
      expect(count(/^update "facility"/)).toBe(0);
      expect(count(/order by/)).toBe(0);
    } else {
      // PGlite runs in this process and keeps no statements by name.
      expect(statements).toEqual([]);
    }
    const [stored] = await database.db.select().from(facility).where(eq(facility.id, place.id));
    expect(stored?.name).toBe('Renamed thrice');
  });
});
