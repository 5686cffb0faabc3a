import { describe, expect, it } from 'vitest';
import { itRequiresEach, schemaErrors } from '../../../../tests/support/form-schema';
import { PROGRAM_DEFAULTS, programInputSchema } from './program.schema';

const valid = {
  title: 'Friday Circle',
  facilityId: 'f1',
  volunteerId: 'v1',
  type: 'JUMAH_PRAYER',
  description: 'Weekly prayer and talk',
  date: '2026-03-06',
  startTime: '13:00',
  endTime: '14:30',
  location: 'Chapel',
  approvalStatus: 'PENDING',
  status: 'SCHEDULED',
};

const errorsFor = (values: Record<string, unknown>) => schemaErrors(programInputSchema, values);

describe('program form validation (product.md §5.5)', () => {
  it('accepts a new program with 0 attendees and empty feedback', () => {
    const program = programInputSchema.parse(valid);
    expect(program).toMatchObject({
      attendees: 0,
      newAttendees: 0,
      feedback: '',
      curriculum: null,
      approvalDate: null,
      followUpNeeded: false,
      followUpNotes: null,
      materialRequested: [],
      resourcesUsed: [],
    });
  });

  itRequiresEach(programInputSchema, valid, [
    ['title', 'Program title is required'],
    ['facilityId', 'Facility is required'],
    ['volunteerId', 'Lead volunteer is required'],
    ['type', 'Program type is required'],
    ['date', 'Date is required'],
    ['startTime', 'Start time is required'],
    ['endTime', 'End time is required'],
    ['location', 'Location within facility is required'],
    ['description', 'Description is required'],
    ['status', 'Status is required'],
    ['approvalStatus', 'Approval status is required'],
  ]);

  it('refuses an unknown type and badly written dates and times', () => {
    expect(errorsFor({ ...valid, type: 'PICNIC' }).type).toBe('Program type is required');
    expect(errorsFor({ ...valid, date: '2026-02-30' }).date).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
    expect(errorsFor({ ...valid, startTime: '1pm' }).startTime).toBe(
      'Must be a valid time (HH:mm)',
    );
    expect(errorsFor({ ...valid, approvalDate: '2026-13-01' }).approvalDate).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
  });

  it('accepts an end earlier than the start (the next day)', () => {
    expect(errorsFor({ ...valid, startTime: '22:00', endTime: '01:00' })).toEqual({});
  });

  it('trims the lists and drops blank entries', () => {
    const program = programInputSchema.parse({
      ...valid,
      materialRequested: ' Qurans , , Mats ',
      resourcesUsed: ['Projector', '  '],
    });
    expect(program.materialRequested).toEqual(['Qurans', 'Mats']);
    expect(program.resourcesUsed).toEqual(['Projector']);
  });

  it('parses attendance as integers', () => {
    const program = programInputSchema.parse({ ...valid, attendees: '12', newAttendees: 3 });
    expect(program).toMatchObject({ attendees: 12, newAttendees: 3 });
  });

  it.each([
    ['attendees', -1, 'Total attendees cannot be negative'],
    ['attendees', 'lots', 'Total attendees must be a whole number'],
    ['newAttendees', -1, 'New attendees cannot be negative'],
    ['newAttendees', '2.5', 'New attendees must be a whole number'],
  ])('%s = %s → "%s"', (field, value, message) => {
    expect(errorsFor({ ...valid, attendees: 5, [field]: value })[field]).toBe(message);
  });

  it('allows new attendees up to the total and no more', () => {
    expect(errorsFor({ ...valid, attendees: 5, newAttendees: 5 })).toEqual({});
    expect(errorsFor({ ...valid, attendees: 5, newAttendees: 6 }).newAttendees).toBe(
      'New attendees cannot exceed total attendees',
    );
    expect(errorsFor({ ...valid, newAttendees: 1 }).newAttendees).toBe(
      'New attendees cannot exceed total attendees',
    );
  });

  it('checks the attendance limit even when another field fails', () => {
    const errors = errorsFor({ ...valid, title: '', attendees: 1, newAttendees: 2 });
    expect(errors.title).toBe('Program title is required');
    expect(errors.newAttendees).toBe('New attendees cannot exceed total attendees');
  });

  it('refuses hostile text', () => {
    expect(errorsFor({ ...valid, feedback: 'a\u0000' }).feedback).toBe(
      'Must not contain control characters',
    );
    expect(errorsFor({ ...valid, materialRequested: ['x'.repeat(501)] }).materialRequested).toBe(
      'Must be at most 500 characters',
    );
  });

  it('has the defaults of product.md §9 and §4.3', () => {
    expect(PROGRAM_DEFAULTS).toEqual({
      type: 'OTHER',
      status: 'SCHEDULED',
      approvalStatus: 'PENDING',
      attendees: 0,
      newAttendees: 0,
      feedback: '',
      followUpNeeded: false,
    });
  });
});
