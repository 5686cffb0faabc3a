/**
 * The records still linked to one that cannot be deleted, counted from the database's own
 * foreign keys (linked-records.ts), on both databases: only keys that refuse a deletion count.
 */
import { describe, expect, it } from 'vitest';
import { facility } from './schema/facility';
import { schedule } from './schema/schedule';
import { insertClient } from '../../../tests/support/client-factory';
import { createPerson } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { insertSchedule } from '../../../tests/support/schedule-factory';
import { useTestApp } from '../../../tests/support/test-app';
import { linkedRecordsText } from './linked-records';

const app = useTestApp();

describe('records still linked', () => {
  it('are counted by type, in words', async () => {
    const db = app.database.db;
    const facilityId = (await insertFacility(db)).id;
    expect(await linkedRecordsText(db, facility, facilityId)).toBeNull();
    await insertClient(db, { incarcerated: true, facilityId });
    await insertClient(db, { incarcerated: true, facilityId });
    const volunteerId = (await createPerson(db, 'Volunteers')).id;
    await insertSchedule(db, { facilityId, volunteerId });
    expect(await linkedRecordsText(db, facility, facilityId)).toBe('2 clients and 1 schedule');
  });

  it('leave out keys that empty themselves when the record goes', async () => {
    const db = app.database.db;
    const facilityId = (await insertFacility(db)).id;
    const volunteerId = (await createPerson(db, 'Volunteers')).id;
    const original = await insertSchedule(db, { facilityId, volunteerId });
    // An adjustment points at its original with ON DELETE SET NULL.
    await insertSchedule(db, { facilityId, volunteerId, originalScheduleId: original.id });
    expect(await linkedRecordsText(db, schedule, original.id)).toBeNull();
  });
});
