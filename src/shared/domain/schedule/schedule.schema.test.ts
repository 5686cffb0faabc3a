import { describe, expect, it } from 'vitest';
import { itRequiresEach, schemaErrors } from '../../../../tests/support/form-schema';
import { SCHEDULE_DEFAULTS, scheduleInputSchema } from './schedule.schema';

const valid = {
  volunteerId: 'v1',
  facilityId: 'f1',
  startTime: '2026-03-06T09:00:00-08:00',
  endTime: '2026-03-06T11:00:00-08:00',
  status: 'PENDING',
  requestType: 'NEW',
};

const errorsFor = (values: Record<string, unknown>) => schemaErrors(scheduleInputSchema, values);

describe('schedule form validation (product.md §5.7)', () => {
  it('accepts a new request, stores instants in UTC and optional fields as null', () => {
    expect(scheduleInputSchema.parse(valid)).toEqual({
      ...valid,
      startTime: '2026-03-06T17:00:00.000Z',
      endTime: '2026-03-06T19:00:00.000Z',
      originalScheduleId: null,
      requestReason: null,
      isRecurring: false,
      recurringPattern: null,
      recurrenceEndDate: null,
      notes: null,
      clearanceOverrideReason: null,
    });
  });

  it('refuses the admin response: approve and reject set it', () => {
    expect(
      scheduleInputSchema.safeParse({ ...valid, adminResponse: 'Fine' }).error!.issues[0]!.message,
    ).toBe('A schedule has no field called "adminResponse".');
  });

  itRequiresEach(scheduleInputSchema, valid, [
    ['volunteerId', "Da'ee is required"],
    ['facilityId', 'facility is required'],
    ['startTime', 'Start time is required'],
    ['endTime', 'End time is required'],
    ['status', 'Status is required'],
    ['requestType', 'Request type is required'],
  ]);

  it('requires the end after the start', () => {
    const message = 'End time must be after start time';
    expect(errorsFor({ ...valid, endTime: valid.startTime }).endTime).toBe(message);
    expect(errorsFor({ ...valid, endTime: '2026-03-06T08:00:00-08:00' }).endTime).toBe(message);
    // Same wall-clock time, different offsets: the end is one hour later, so it is fine.
    expect(
      errorsFor({
        ...valid,
        startTime: '2026-03-06T10:00:00+01:00',
        endTime: '2026-03-06T10:00:00Z',
      }),
    ).toEqual({});
    // ...and here the end is earlier although it reads later.
    expect(
      errorsFor({
        ...valid,
        startTime: '2026-03-06T10:00:00Z',
        endTime: '2026-03-06T10:30:00+01:00',
      }).endTime,
    ).toBe(message);
  });

  it('refuses times without an offset or that are not real', () => {
    expect(errorsFor({ ...valid, startTime: '2026-03-06T09:00' }).startTime).toBe(
      'Must be a valid date and time with a time zone',
    );
    expect(errorsFor({ ...valid, endTime: '2026-02-30T09:00:00Z' }).endTime).toBe(
      'Must be a valid date and time with a time zone',
    );
  });

  it('accepts instants read back from the database', () => {
    const schedule = scheduleInputSchema.parse({
      ...valid,
      startTime: new Date('2026-03-06T17:00:00Z'),
      endTime: new Date('2026-03-06T19:00:00Z'),
    });
    expect(schedule.endTime).toBe('2026-03-06T19:00:00.000Z');
  });

  it('requires a reason for an adjustment', () => {
    expect(errorsFor({ ...valid, requestType: 'ADJUSTMENT' }).requestReason).toBe(
      'Reason for adjustment is required',
    );
    expect(
      errorsFor({ ...valid, requestType: 'ADJUSTMENT', requestReason: '  ' }).requestReason,
    ).toBe('Reason for adjustment is required');
    expect(errorsFor({ ...valid, requestType: 'ADJUSTMENT', requestReason: 'Clinic day' })).toEqual(
      {},
    );
  });

  it('requires a pattern for a recurring schedule', () => {
    expect(errorsFor({ ...valid, isRecurring: true }).recurringPattern).toBe(
      'Recurring pattern is required',
    );
    expect(
      errorsFor({ ...valid, isRecurring: true, recurringPattern: 'HOURLY' }).recurringPattern,
    ).toBe('Recurring pattern is required');
    expect(
      scheduleInputSchema.parse({ ...valid, isRecurring: true, recurringPattern: 'WEEKLY' }),
    ).toMatchObject({ isRecurring: true, recurringPattern: 'WEEKLY' });
  });

  it('drops a pattern and end date left behind on a one-off schedule', () => {
    const oneOff = scheduleInputSchema.parse({
      ...valid,
      isRecurring: false,
      recurringPattern: 'DAILY',
      recurrenceEndDate: '2026-06-30',
    });
    expect(oneOff.recurringPattern).toBeNull();
    expect(oneOff.recurrenceEndDate).toBeNull();
  });

  it('keeps the end date of a recurring schedule and refuses one that is not a date', () => {
    const recurring = { ...valid, isRecurring: true, recurringPattern: 'WEEKLY' };
    expect(
      scheduleInputSchema.parse({ ...recurring, recurrenceEndDate: '2026-06-30' })
        .recurrenceEndDate,
    ).toBe('2026-06-30');
    expect(
      scheduleInputSchema.parse({ ...recurring, recurrenceEndDate: '' }).recurrenceEndDate,
    ).toBeNull();
    expect(errorsFor({ ...recurring, recurrenceEndDate: '2026-02-30' }).recurrenceEndDate).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
  });

  it('reports every problem at once', () => {
    const errors = errorsFor({
      ...valid,
      volunteerId: '',
      endTime: valid.startTime,
      requestType: 'ADJUSTMENT',
      isRecurring: true,
    });
    expect(errors).toEqual({
      volunteerId: "Da'ee is required",
      endTime: 'End time must be after start time',
      requestReason: 'Reason for adjustment is required',
      recurringPattern: 'Recurring pattern is required',
    });
  });

  it('refuses hostile text', () => {
    expect(errorsFor({ ...valid, notes: 'a\u0000' }).notes).toBe(
      'Must not contain control characters',
    );
    expect(errorsFor({ ...valid, isRecurring: 'yes' }).isRecurring).toBe('Must be yes or no');
  });

  it('creates schedules as pending new requests (product.md §4.5)', () => {
    expect(SCHEDULE_DEFAULTS).toEqual({
      status: 'PENDING',
      requestType: 'NEW',
      isRecurring: false,
    });
  });
});

describe('a recurring visit ends before it starts again', () => {
  const recurring = (pattern: string, endTime: string) => ({
    ...valid,
    startTime: '2026-03-06T09:00:00Z',
    endTime,
    isRecurring: true,
    recurringPattern: pattern,
  });

  it.each([
    ['DAILY', '2026-04-05T09:00:00Z'],
    ['DAILY', '2026-03-07T08:30:00Z'],
    ['WEEKLY', '2026-03-13T09:00:00Z'],
    ['MONTHLY', '2026-04-03T09:00:00Z'],
  ])('refuses a %s visit ending %s', (pattern, endTime) => {
    expect(errorsFor(recurring(pattern, endTime))).toEqual({
      endTime: 'A recurring visit must end before it starts again',
    });
  });

  it.each([
    ['DAILY', '2026-03-06T17:00:00Z'],
    ['WEEKLY', '2026-03-08T09:00:00Z'],
    ['MONTHLY', '2026-03-20T09:00:00Z'],
  ])('accepts a %s visit ending %s, and a one-off visit of any length', (pattern, endTime) => {
    expect(errorsFor(recurring(pattern, endTime))).toEqual({});
    expect(errorsFor({ ...valid, endTime: '2026-04-05T09:00:00Z' })).toEqual({});
  });
});
