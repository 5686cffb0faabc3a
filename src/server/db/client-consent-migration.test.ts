/**
 * Migration 0030 carries each consent a client's record holds over as a dated decision (issue 37,
 * decision 072): given on the client form on the day of first contact, recorded by whoever added
 * the client, audited as the system's creation. A consent not held is not invented as withdrawn.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import { insertClient } from '../../../tests/support/client-factory';
import { codeMigrations } from './migration-level';
import { auditEntry } from './schema/audit';
import { clientConsent } from './schema/client-consent';

const LEVEL = codeMigrations().findIndex((migration) => migration.tag.startsWith('0030_'));

it('records the consents clients hold as given on the form, audited', async () => {
  expect(LEVEL).toBeGreaterThan(0);
  const database = await openEmptyDatabase();
  try {
    await database.migrate(LEVEL);
    const { db } = database;
    const both = await insertClient(db, { firstContactDate: '2025-03-04', createdBy: 'admin-1' });
    const servedOnly = await insertClient(db, {
      firstContactDate: '2025-06-07',
      dataUsageConsent: false,
    });

    await database.migrate();

    const carried = await db.select().from(clientConsent);
    const summary = carried
      .map((row) => [
        row.clientId,
        row.kind,
        row.decision,
        row.decidedOn,
        row.method,
        row.createdBy,
      ])
      .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
    expect(summary).toEqual(
      [
        [both.id, 'BEING_SERVED', 'GIVEN', '2025-03-04', 'FORM', 'admin-1'],
        [both.id, 'DATA_USAGE', 'GIVEN', '2025-03-04', 'FORM', 'admin-1'],
        [servedOnly.id, 'BEING_SERVED', 'GIVEN', '2025-06-07', 'FORM', null],
      ].sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`)),
    );
    const [entry] = await db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, carried[0]!.id));
    expect(entry).toMatchObject({
      recordType: 'ClientConsent',
      action: 'CREATE',
      actorId: null,
      actorEmail: 'system',
    });
    expect(entry!.snapshot).toMatchObject({ clientId: carried[0]!.clientId, decision: 'GIVEN' });
  } finally {
    await database.close();
  }
});
