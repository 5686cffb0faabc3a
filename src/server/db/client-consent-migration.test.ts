/**
 * Migration 0030 carries each consent a client's record holds over as a dated decision
 * (product.md §3.3.4, decision 072): given on the client form on the day of first contact, recorded
 * by whoever added the client, audited as the system's creation. A consent not held is not invented
 * as withdrawn.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import { rowsOf } from './library-internals/execute-rows';
import { codeMigrations } from './migration-level';
import { auditEntry } from './schema/audit';
import { clientConsent } from './schema/client-consent';

const LEVEL = codeMigrations().findIndex((migration) => migration.tag.startsWith('0030_'));

/** A client as the table stood before 0030: only the columns it had then (later ones add more). */
async function insertClientAt(
  db: Parameters<typeof rowsOf>[0],
  values: {
    clientId: string;
    firstContactDate: string;
    dataUsage: boolean;
    createdBy: string | null;
  },
) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into client (client_id, preferred_name, age, incarcerated, current_address,
      employment_status, housing_status, first_contact_date, consent_given, data_usage_consent,
      created_by)
    values (${values.clientId}, 'Client', 30, false, '1 Test Street', 'STUDENT', 'STABLE',
      ${values.firstContactDate}, true, ${values.dataUsage}, ${values.createdBy})
    returning id`,
  );
  return row!;
}

it('records the consents clients hold as given on the form, audited', async () => {
  expect(LEVEL).toBeGreaterThan(0);
  const database = await openEmptyDatabase();
  try {
    await database.migrate(LEVEL);
    const { db } = database;
    const both = await insertClientAt(db, {
      clientId: 'T-1',
      firstContactDate: '2025-03-04',
      dataUsage: true,
      createdBy: 'admin-1',
    });
    const servedOnly = await insertClientAt(db, {
      clientId: 'T-2',
      firstContactDate: '2025-06-07',
      dataUsage: false,
      createdBy: null,
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
