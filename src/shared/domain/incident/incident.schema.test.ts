import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../common/validation';
import {
  INCIDENT_CREATE_DEFAULTS,
  INCIDENT_DEFAULTS,
  incidentCreateSchema,
  incidentUpdateSchema,
} from './incident.schema';

const report = {
  reporterId: 'v1',
  facilityId: 'f1',
  date: '2026-03-06',
  time: '14:15',
  location: 'Chapel',
  type: 'MEDICAL',
  description: 'A participant fainted',
};

const edited = { ...report, status: 'UNDER_REVIEW' };

function errorsFor(values: Record<string, unknown>, schema: z.ZodType = incidentCreateSchema) {
  const result = schema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('new incident reports (product.md §4.4, §5.6)', () => {
  it('saves a new report as OPEN, without resolution notes or follow-up', () => {
    const created = incidentCreateSchema.parse({
      ...report,
      status: 'CLOSED',
      resolutionNotes: 'done',
      followUpNeeded: true,
      followUpDate: '2026-04-01',
    });
    expect(created).toMatchObject({
      status: 'OPEN',
      resolutionNotes: '',
      followUpNeeded: false,
      followUpDate: null,
      involvedInmates: [],
      witnessVolunteers: [],
      reportedToFacility: false,
      facilityResponseRequired: false,
      facilityResponse: null,
    });
  });

  it.each([
    ['reporterId', 'Reporter is required'],
    ['facilityId', 'Facility is required'],
    ['date', 'Date is required'],
    ['time', 'Time is required'],
    ['location', 'Location is required'],
    ['type', 'Incident type is required'],
    ['description', 'Description is required'],
  ])('requires %s with the message "%s"', (field, message) => {
    expect(errorsFor({ ...report, [field]: '' })[field]).toBe(message);
    expect(errorsFor({ ...report, [field]: undefined })[field]).toBe(message);
    expect(errorsFor({ ...edited, [field]: '' }, incidentUpdateSchema)[field]).toBe(message);
  });

  it('refuses an unknown type and badly written dates and times', () => {
    expect(errorsFor({ ...report, type: 'FIRE' }).type).toBe('Incident type is required');
    expect(errorsFor({ ...report, date: '2026-02-30' }).date).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
    expect(errorsFor({ ...report, time: '2:15 pm' }).time).toBe('Must be a valid time (HH:mm)');
  });

  it('trims the involved inmates and drops blanks', () => {
    expect(
      incidentCreateSchema.parse({ ...report, involvedInmates: ' A-12 , , B-7 ' }).involvedInmates,
    ).toEqual(['A-12', 'B-7']);
  });

  it('refuses the reporter as a witness', () => {
    const message = 'The reporter cannot also be a witness';
    expect(errorsFor({ ...report, witnessVolunteers: ['v2', 'v1'] }).witnessVolunteers).toBe(
      message,
    );
    expect(errorsFor({ ...report, witnessVolunteers: 'v2, v1 ' }).witnessVolunteers).toBe(message);
    expect(
      errorsFor({ ...edited, witnessVolunteers: ['v1'] }, incidentUpdateSchema).witnessVolunteers,
    ).toBe(message);
    expect(errorsFor({ ...report, witnessVolunteers: ['v2', 'v3'] })).toEqual({});
  });

  it('refuses hostile text', () => {
    expect(errorsFor({ ...report, description: 'x'.repeat(5001) }).description).toBe(
      'Must be at most 5000 characters',
    );
    expect(errorsFor({ ...report, location: '\u0000' }).location).toBe(
      'Must not contain control characters',
    );
  });

  it('has the defaults of product.md §9 and §7.2', () => {
    expect(INCIDENT_DEFAULTS).toEqual({
      type: 'SECURITY',
      reportedToFacility: false,
      facilityResponseRequired: false,
    });
    expect(INCIDENT_CREATE_DEFAULTS).toEqual({
      status: 'OPEN',
      resolutionNotes: '',
      followUpNeeded: false,
      followUpDate: null,
    });
  });
});

describe('edited incident reports (product.md §4.4, §5.6)', () => {
  it('keeps the chosen status and resolution notes', () => {
    const updated = incidentUpdateSchema.parse({
      ...edited,
      status: 'RESOLVED',
      resolutionNotes: ' Seen by nurse ',
    });
    expect(updated).toMatchObject({ status: 'RESOLVED', resolutionNotes: 'Seen by nurse' });
    expect(incidentUpdateSchema.parse(edited).resolutionNotes).toBe('');
  });

  it('requires a known status', () => {
    expect(errorsFor({ ...edited, status: 'DONE' }, incidentUpdateSchema).status).toBe(
      'Status is required',
    );
  });

  it('requires a follow-up date when follow-up is needed', () => {
    const errors = errorsFor(
      { ...edited, followUpNeeded: true, followUpDate: '' },
      incidentUpdateSchema,
    );
    expect(errors.followUpDate).toBe('Follow-up date is required when follow-up is needed');
    expect(
      incidentUpdateSchema.parse({ ...edited, followUpNeeded: true, followUpDate: '2026-03-20' })
        .followUpDate,
    ).toBe('2026-03-20');
  });

  it('saves the follow-up date only when follow-up is needed', () => {
    expect(
      incidentUpdateSchema.parse({ ...edited, followUpNeeded: false, followUpDate: '2026-03-20' })
        .followUpDate,
    ).toBeNull();
  });

  it('reports the follow-up rule together with missing fields', () => {
    const errors = errorsFor(
      { ...edited, location: '', followUpNeeded: true },
      incidentUpdateSchema,
    );
    expect(errors).toEqual({
      location: 'Location is required',
      followUpDate: 'Follow-up date is required when follow-up is needed',
    });
  });
});
