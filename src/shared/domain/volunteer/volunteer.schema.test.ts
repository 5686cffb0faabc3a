import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../common/validation';
import {
  VOLUNTEER_DEFAULTS,
  VOLUNTEER_SELF_EDITABLE_FIELDS,
  volunteerDefaults,
  volunteerInputSchema,
  volunteerSelfUpdateSchema,
} from './volunteer.schema';

const valid = {
  firstName: 'Bilal',
  lastName: 'Hassan',
  email: 'bilal@example.org',
  contactNumber: '555 0101',
  gender: 'MALE',
  status: 'ACTIVE',
  dateJoined: '2026-01-10',
};

function errorsFor(values: Record<string, unknown>) {
  const result = volunteerInputSchema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('volunteer form validation (product.md §3.2, §5.1)', () => {
  it('accepts the form fields and fills the rest as empty', () => {
    const volunteer = volunteerInputSchema.parse({
      ...valid,
      languages: 'English, Arabic, ',
      specializations: ['Counselling', ' '],
      totalVolunteerHours: '12',
    });
    expect(volunteer.languages).toEqual(['English', 'Arabic']);
    expect(volunteer.specializations).toEqual(['Counselling']);
    expect(volunteer.availability).toEqual([]);
    expect(volunteer.credentials).toEqual([]);
    expect(volunteer.totalVolunteerHours).toBe(12);
    expect(volunteer).toMatchObject({
      assignedFacility: null,
      clearanceStatus: null,
      clearanceExpiration: null,
      backgroundCheckDate: null,
      backgroundCheckStatus: null,
      trainingCompleted: false,
      trainingCompletionDate: null,
      lastActivityDate: null,
      notes: null,
    });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['contactNumber', 'Contact number is required'],
    ['gender', 'Gender is required'],
    ['status', 'Status is required'],
    ['dateJoined', 'Date joined is required'],
  ])('requires %s with the message "%s"', (field, message) => {
    expect(errorsFor({ ...valid, [field]: '' })[field]).toBe(message);
    expect(errorsFor({ ...valid, [field]: undefined })[field]).toBe(message);
  });

  it('rejects an invalid e-mail', () => {
    expect(errorsFor({ ...valid, email: 'bilal' }).email).toBe('Email is invalid');
  });

  it('accepts every status, PENDING_CLEARANCE included (product.md §11)', () => {
    for (const status of ['ACTIVE', 'INACTIVE', 'ON_LEAVE', 'PENDING_CLEARANCE']) {
      expect(volunteerInputSchema.parse({ ...valid, status }).status).toBe(status);
    }
    expect(errorsFor({ ...valid, status: 'RETIRED' }).status).toBe('Status is required');
  });

  it('refuses a gender outside MALE and FEMALE', () => {
    expect(errorsFor({ ...valid, gender: 'OTHER' }).gender).toBe('Gender is required');
  });

  it('refuses unknown clearance and background check values', () => {
    expect(errorsFor({ ...valid, clearanceStatus: 'MAYBE' }).clearanceStatus).toBe(
      'Clearance status is invalid',
    );
    expect(errorsFor({ ...valid, backgroundCheckStatus: 'OK' }).backgroundCheckStatus).toBe(
      'Background check status is invalid',
    );
    expect(
      volunteerInputSchema.parse({ ...valid, clearanceStatus: 'APPROVED' }).clearanceStatus,
    ).toBe('APPROVED');
  });

  it('checks volunteer hours', () => {
    expect(
      volunteerInputSchema.parse({ ...valid, totalVolunteerHours: '' }).totalVolunteerHours,
    ).toBe(0);
    expect(errorsFor({ ...valid, totalVolunteerHours: -1 }).totalVolunteerHours).toBe(
      'Volunteer hours cannot be negative',
    );
    expect(errorsFor({ ...valid, totalVolunteerHours: 'ten' }).totalVolunteerHours).toBe(
      'Volunteer hours must be a whole number',
    );
    expect(errorsFor({ ...valid, totalVolunteerHours: 2.5 }).totalVolunteerHours).toBe(
      'Volunteer hours must be a whole number',
    );
  });

  it('checks optional dates', () => {
    expect(errorsFor({ ...valid, clearanceExpiration: '2026-02-30' }).clearanceExpiration).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
  });

  it('has the defaults of product.md §9, with today given by the caller', () => {
    expect(VOLUNTEER_DEFAULTS).toEqual({
      status: 'ACTIVE',
      gender: 'MALE',
      trainingCompleted: false,
      totalVolunteerHours: 0,
    });
    expect(volunteerDefaults('2026-03-01').dateJoined).toBe('2026-03-01');
  });
});

describe("a volunteer's own update (product.md §13)", () => {
  it('allows contact number, languages and availability', () => {
    expect(VOLUNTEER_SELF_EDITABLE_FIELDS).toEqual(['contactNumber', 'languages', 'availability']);
    expect(
      volunteerSelfUpdateSchema.parse({
        contactNumber: ' 555 0199 ',
        languages: 'Urdu, English',
        availability: ['Fridays'],
      }),
    ).toEqual({
      contactNumber: '555 0199',
      languages: ['Urdu', 'English'],
      availability: ['Fridays'],
    });
  });

  it('leaves unsent fields out, so they stay as stored', () => {
    expect(volunteerSelfUpdateSchema.parse({ contactNumber: '555' })).toEqual({
      contactNumber: '555',
    });
  });

  it('still requires a contact number when one is sent', () => {
    expect(
      volunteerSelfUpdateSchema.safeParse({ contactNumber: '' }).error?.issues[0]?.message,
    ).toBe('Contact number is required');
  });

  it.each(['status', 'totalVolunteerHours', 'email', 'firstName'])(
    'refuses a change of %s',
    (field) => {
      const result = volunteerSelfUpdateSchema.safeParse({ contactNumber: '555', [field]: 'x' });
      expect(result.error?.issues[0]?.message).toBe(
        'You can change only your contact number, languages and availability',
      );
    },
  );
});
