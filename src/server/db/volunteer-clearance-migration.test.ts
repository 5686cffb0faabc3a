/**
 * Migration 0025 carries each volunteer's single clearance (product.md §3.2) over as their
 * clearance at their assigned facility (product.md §3.2.1), audited as the system's creation; a
 * volunteer without an assigned facility keeps theirs on their record.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import { createPerson } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { codeMigrations } from './migration-level';
import { auditEntry } from './schema/audit';
import { volunteer } from './schema/volunteer';
import { volunteerClearance } from './schema/volunteer-clearance';

const LEVEL = codeMigrations().findIndex((migration) => migration.tag.startsWith('0025_'));

it("carries the assigned facility's clearance over, audited, and leaves the rest on the record", async () => {
  expect(LEVEL).toBeGreaterThan(0);
  const database = await openEmptyDatabase();
  try {
    await database.migrate(LEVEL);
    const { db } = database;
    const springfield = await insertFacility(db, { name: 'Springfield State Prison' });
    const cleared = await createPerson(db, 'Volunteers', 'Cleared');
    const unplaced = await createPerson(db, 'Volunteers', 'Unplaced');
    const never = await createPerson(db, 'Volunteers', 'Never');
    await db
      .update(volunteer)
      .set({
        assignedFacility: springfield.id,
        clearanceStatus: 'APPROVED',
        clearanceExpiration: '2026-10-01',
      })
      .where(eq(volunteer.id, cleared.id));
    await db
      .update(volunteer)
      .set({ clearanceStatus: 'PENDING' })
      .where(eq(volunteer.id, unplaced.id));
    await db
      .update(volunteer)
      .set({ assignedFacility: springfield.id, clearanceStatus: null })
      .where(eq(volunteer.id, never.id));

    await database.migrate();

    const carried = await db.select().from(volunteerClearance);
    expect(carried).toEqual([
      expect.objectContaining({
        volunteerId: cleared.id,
        facilityId: springfield.id,
        status: 'APPROVED',
        grantedOn: null,
        expiresOn: '2026-10-01',
        notes: "Carried over from the volunteer's single clearance",
        version: 1,
      }),
    ]);
    const [entry] = await db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, carried[0]!.id));
    expect(entry).toMatchObject({
      recordType: 'VolunteerClearance',
      action: 'CREATE',
      actorId: null,
      actorEmail: 'system',
    });
    expect(entry!.changes).toMatchObject({
      status: { before: null, after: 'APPROVED' },
      expiresOn: { before: null, after: '2026-10-01' },
    });
    const [kept] = await db.select().from(volunteer).where(eq(volunteer.id, unplaced.id));
    expect(kept!.clearanceStatus).toBe('PENDING');
  } finally {
    await database.close();
  }
});
