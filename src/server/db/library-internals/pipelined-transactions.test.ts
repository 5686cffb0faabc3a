/**
 * Transactions whose `begin` and `commit` go on the wire with the statements beside them
 * (decision 039, PostgreSQL): a write is saved whole or not at all, and a failure is reported
 * as its cause, exactly as when every statement waited for the one before. The same checks run
 * on the embedded database, where nothing is pipelined.
 */
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, resetDatabase } from '../../../../tests/support/database';
import { facilityInput } from '../../../../tests/support/factories';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../../audit/audit';
import { facilityRecord } from '../../modules/facility/facility.service';
import type { DatabaseHandle } from '../client';
import { databaseErrorCode } from '../database-errors';
import { insertRecord } from '../records';
import { facility } from '../schema/facility';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});
afterAll(async () => {
  await database.close();
});

/** PostgreSQL refuses a NUL character in text: this actor's audit entry cannot be written. */
const UNWRITABLE_ACTOR: Actor = { id: null, email: 'broken\u0000@example.org', name: null };
const INVALID_TEXT = '22021';

const newFacility = () => facilityInput() as typeof facility.$inferInsert;

async function facilitiesSaved(): Promise<number> {
  const [row] = await database.db.select({ saved: count() }).from(facility);
  return row!.saved;
}

describe('a pipelined write', () => {
  it('is not saved when its audit entry, sent with the commit, fails; and says why', async () => {
    const failure = await insertRecord(
      database.db,
      UNWRITABLE_ACTOR,
      facilityRecord,
      newFacility(),
    ).catch((error: unknown) => error);
    // Not "current transaction is aborted", and above all not a success: the commit that
    // followed the failed entry rolled the record back.
    expect(databaseErrorCode(failure)).toBe(INVALID_TEXT);
    expect(await facilitiesSaved()).toBe(0);

    // The connection went back to the pool outside any transaction: the next write is saved.
    await insertRecord(database.db, SYSTEM_ACTOR, facilityRecord, newFacility());
    expect(await facilitiesSaved()).toBe(1);
  });

  it('reports the first failure, not the statements that the failed transaction refused after it', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.insert(facility).values(newFacility());
        await recordAudit(tx, UNWRITABLE_ACTOR, {
          recordType: 'Facility',
          recordId: 'x',
          before: null,
          after: {},
        });
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(databaseErrorCode(failure)).toBe(INVALID_TEXT);
    expect(await facilitiesSaved()).toBe(0);
  });

  it('keeps the isolation level asked for', async () => {
    const level = await database.db.transaction(
      async (tx) =>
        (
          (await tx.execute(sql`select current_setting('transaction_isolation') as level`)) as {
            rows: { level: string }[];
          }
        ).rows[0]!.level,
      { isolationLevel: 'repeatable read' },
    );
    expect(level).toBe('repeatable read');
  });
});
