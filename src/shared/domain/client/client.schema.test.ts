import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../common/validation';
import { CLIENT_DEFAULTS, clientDefaults, makeClientInputSchema } from './client.schema';

const schema = makeClientInputSchema({ facilitiesExist: true });

const incarcerated = {
  preferredName: 'Yusuf',
  age: 34,
  gender: 'MALE',
  religiousStatus: 'INTERESTED',
  status: 'ACTIVE',
  firstContactDate: '2026-01-20',
  consentGiven: true,
  dataUsageConsent: true,
  incarcerated: true,
  facilityId: 'facility-1',
};

const inCommunity = {
  ...incarcerated,
  incarcerated: false,
  facilityId: null,
  currentAddress: '12 Elm Street',
  employmentStatus: 'UNEMPLOYED_LOOKING',
  housingStatus: 'TRANSITIONAL',
};

function errorsFor(values: Record<string, unknown>, facilitiesExist = true) {
  const result = makeClientInputSchema({ facilitiesExist }).safeParse(values);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('client form validation (product.md §5.2)', () => {
  it('accepts an incarcerated client', () => {
    const client = schema.parse({ ...incarcerated, language: 'English, Arabic' });
    expect(client.facilityId).toBe('facility-1');
    expect(client.language).toEqual(['English', 'Arabic']);
    expect(client.clientId).toBeNull();
  });

  it.each([
    ['preferredName', '', 'Name is required'],
    ['firstContactDate', '', 'First contact date is required'],
    ['consentGiven', 'yes', 'Consent is required'],
  ])('%s = %s → "%s"', (field, value, message) => {
    expect(errorsFor({ ...incarcerated, [field]: value })[field]).toBe(message);
  });

  it('adds a client who declined either consent: unticked is an answer (decision 093)', () => {
    const declined = { ...incarcerated, consentGiven: false, dataUsageConsent: false };
    expect(schema.safeParse(declined).success).toBe(true);
    // Not a yes or no is still refused.
    expect(schema.safeParse({ ...declined, consentGiven: 'yes' }).success).toBe(false);
  });

  it.each([0, -3, '', 'abc', '3.5', 151, undefined])('age %s → "Valid age is required"', (age) => {
    expect(errorsFor({ ...incarcerated, age }).age).toBe('Valid age is required');
  });

  it.each([
    [1, 1],
    ['42', 42],
    [150, 150],
  ])('accepts the age %s', (age, parsed) => {
    expect(schema.parse({ ...incarcerated, age }).age).toBe(parsed);
  });

  it('requires a facility for an incarcerated client when facilities exist', () => {
    expect(errorsFor({ ...incarcerated, facilityId: '' }).facilityId).toBe(
      'Facility ID is required for incarcerated clients',
    );
    expect(errorsFor({ ...incarcerated, facilityId: '' }, false).facilityId).toBeUndefined();
  });

  it('treats a missing incarcerated flag as incarcerated (the default)', () => {
    const { incarcerated: _flag, ...rest } = incarcerated;
    expect(errorsFor({ ...rest, facilityId: '' }).facilityId).toBe(
      'Facility ID is required for incarcerated clients',
    );
  });

  it.each([
    ['currentAddress', 'Current address is required for clients in the community'],
    ['employmentStatus', 'Employment status is required for clients in the community'],
    ['housingStatus', 'Housing status is required for clients in the community'],
  ])('requires %s for a client in the community', (field, message) => {
    expect(errorsFor({ ...inCommunity, [field]: '' })[field]).toBe(message);
    expect(errorsFor({ ...inCommunity, [field]: undefined })[field]).toBe(message);
    expect(errorsFor({ ...incarcerated, [field]: '' })[field]).toBeUndefined();
  });

  it('reports the community rules together with other missing fields', () => {
    const errors = errorsFor({ ...inCommunity, preferredName: '', age: 'x', currentAddress: '' });
    expect(errors).toMatchObject({
      preferredName: 'Name is required',
      age: 'Valid age is required',
      currentAddress: 'Current address is required for clients in the community',
    });
  });

  it('refuses Reading B values and unknown enumerations', () => {
    expect(errorsFor({ ...incarcerated, religiousStatus: 'MUSLIM' }).religiousStatus).toBe(
      'Religious status is required',
    );
    expect(errorsFor({ ...incarcerated, status: 'RELEASED' }).status).toBe('Status is required');
    expect(errorsFor({ ...incarcerated, gender: 'X' }).gender).toBe('Gender is required');
    expect(errorsFor({ ...inCommunity, employmentStatus: 'EMPLOYED' }).employmentStatus).toBe(
      'Employment status is required for clients in the community',
    );
  });

  it('accepts every Reading A gender', () => {
    for (const gender of ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY']) {
      expect(schema.parse({ ...incarcerated, gender }).gender).toBe(gender);
    }
  });

  it('clears the community fields of an incarcerated client', () => {
    const client = schema.parse({
      ...incarcerated,
      currentAddress: '12 Elm Street',
      employmentStatus: 'STUDENT',
      housingStatus: 'STABLE',
      communitySupport: 'Mosque, Family',
      releaseDate: '2027-05-01',
      reentryPlan: true,
    });
    expect(client).toMatchObject({
      currentAddress: null,
      employmentStatus: null,
      housingStatus: null,
      communitySupport: [],
      releaseDate: '2027-05-01',
      reentryPlan: true,
    });
  });

  it('clears the facility of a client in the community, keeping the day they were released and their plan', () => {
    const client = schema.parse({
      ...inCommunity,
      facilityId: 'facility-1',
      releaseDate: '2025-05-01',
      reentryPlan: true,
      communitySupport: 'Mosque',
    });
    expect(client).toMatchObject({
      facilityId: null,
      releaseDate: '2025-05-01',
      reentryPlan: true,
      currentAddress: '12 Elm Street',
      communitySupport: ['Mosque'],
    });
  });

  it('checks the optional e-mail and dates', () => {
    expect(errorsFor({ ...incarcerated, email: 'nope' }).email).toBe('Email is invalid');
    expect(schema.parse({ ...incarcerated, email: '' }).email).toBeNull();
    expect(errorsFor({ ...incarcerated, followUpDate: '2026-02-30' }).followUpDate).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
    expect(errorsFor({ ...incarcerated, firstContactDate: '20-01-2026' }).firstContactDate).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
  });

  it('refuses hostile text', () => {
    expect(errorsFor({ ...incarcerated, preferredName: 'a\u0000' }).preferredName).toBe(
      'Must not contain control characters',
    );
    expect(errorsFor({ ...incarcerated, notes: 'x'.repeat(5001) }).notes).toBe(
      'Must be at most 5000 characters',
    );
  });

  it('has the defaults of product.md §9, with today given by the caller', () => {
    expect(CLIENT_DEFAULTS).toEqual({
      incarcerated: true,
      status: 'ACTIVE',
      religiousStatus: 'INTERESTED',
      gender: 'MALE',
      language: ['English'],
      // Not shared with the volunteer until an admin says so (decision 075).
      sensitiveShared: false,
      consentGiven: false,
      dataUsageConsent: false,
    });
    const defaults = clientDefaults('2026-03-01');
    expect(defaults.firstContactDate).toBe('2026-03-01');
    // Each form gets its own list, so editing one cannot change the shared default.
    expect(defaults.language).not.toBe(CLIENT_DEFAULTS.language);
  });
});
