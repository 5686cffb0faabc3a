/**
 * References a write names are checked together (one query), and refused one at a time, in the
 * order the form lists them, under the field that names the missing record.
 */
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { useTestApp } from '../../../tests/support/test-app';
import { recordExists, requireRecords, type Reference } from './references';
import { facility } from './schema/facility';
import { volunteer } from './schema/volunteer';

const app = useTestApp();

const MISSING_FACILITY = 'a3d7c1e2-0000-4000-8000-000000000000';

function references(facilityId: string | null, volunteerId: string | null): Reference[] {
  return [
    { table: facility, id: facilityId, field: 'facilityId', message: 'Facility not found' },
    { table: volunteer, id: volunteerId, field: 'volunteerId', message: 'Volunteer not found' },
  ];
}

async function refusal(check: Promise<void>) {
  const error = await check.then(
    () => null,
    (caught: unknown) => caught as { message: string; extensions: Record<string, unknown> },
  );
  return error && { message: error.message, fieldErrors: error.extensions.fieldErrors };
}

describe('requireRecords', () => {
  it('accepts references that exist, and blank ones', async () => {
    const db = app.database.db;
    const place = await insertFacility(db);
    const person = await createPerson(db, 'Volunteers');
    expect(await refusal(requireRecords(db, references(place.id, person.id)))).toBeNull();
    expect(await refusal(requireRecords(db, references(` ${place.id} `, '  ')))).toBeNull();
    expect(await refusal(requireRecords(db, references(null, null)))).toBeNull();
  });

  it('refuses the first missing record in order, under its own field', async () => {
    const db = app.database.db;
    const place = await insertFacility(db);
    const person = await createPerson(db, 'Volunteers');
    expect(await refusal(requireRecords(db, references(MISSING_FACILITY, 'nobody')))).toEqual({
      message: 'Facility not found',
      fieldErrors: { facilityId: 'Facility not found' },
    });
    expect(await refusal(requireRecords(db, references(place.id, 'nobody')))).toEqual({
      message: 'Volunteer not found',
      fieldErrors: { volunteerId: 'Volunteer not found' },
    });
    expect(await refusal(requireRecords(db, references(MISSING_FACILITY, person.id)))).toEqual({
      message: 'Facility not found',
      fieldErrors: { facilityId: 'Facility not found' },
    });
  });

  it('treats a malformed id as missing, without asking the database to read it', async () => {
    const db = app.database.db;
    const person = await createPerson(db, 'Volunteers');
    expect(await refusal(requireRecords(db, references("x' or 1=1 --", person.id)))).toEqual({
      message: 'Facility not found',
      fieldErrors: { facilityId: 'Facility not found' },
    });
    expect(await recordExists(db, facility, 'not-a-uuid')).toBe(false);
    expect(await recordExists(db, volunteer, person.id)).toBe(true);
  });
});
