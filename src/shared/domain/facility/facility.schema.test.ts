import { describe, expect, it } from 'vitest';
import { itRequiresEach, schemaErrors } from '../../../../tests/support/form-schema';
import { FACILITY_DEFAULTS, facilityInputSchema } from './facility.schema';

const valid = {
  name: 'Riverside Correctional',
  address: '100 River Road',
  region: 'North',
  type: 'STATE_PRISON',
  securityLevel: 'MEDIUM',
  status: 'ACTIVE',
  operatingHours: '08:00-17:00',
  contactPerson: 'Jordan Lee',
  contactNumber: '555 0100',
  email: 'chaplain@example.org',
  latitude: 10,
  longitude: 20,
};

const errorsFor = (values: Record<string, unknown>) => schemaErrors(facilityInputSchema, values);

describe('facility form validation (product.md §5.3)', () => {
  it('accepts a complete facility and trims text', () => {
    const result = facilityInputSchema.parse({ ...valid, name: '  Riverside  ', notes: '   ' });
    expect(result.name).toBe('Riverside');
    expect(result.notes).toBeNull();
    expect(result.facilities).toEqual([]);
  });

  itRequiresEach(facilityInputSchema, valid, [
    ['name', 'Name is required'],
    ['address', 'Address is required'],
    ['region', 'Region is required'],
    ['type', 'Type is required'],
    ['securityLevel', 'Security level is required'],
    ['status', 'Status is required'],
    ['operatingHours', 'Operating hours are required'],
    ['contactPerson', 'Contact person is required'],
    ['contactNumber', 'Contact number is required'],
    ['email', 'Email is required'],
  ]);

  it('treats whitespace-only text as missing', () => {
    expect(errorsFor({ ...valid, name: '   ' }).name).toBe('Name is required');
  });

  it.each(['not-an-email', 'a@', '@example.org', 'two words@example.org'])(
    'rejects the e-mail "%s" as invalid',
    (email) => {
      expect(errorsFor({ ...valid, email }).email).toBe('Email is invalid');
    },
  );

  it.each([
    [-90, true],
    [90, true],
    [-90.0001, false],
    [90.5, false],
  ])('latitude %d valid: %s', (latitude, ok) => {
    expect(errorsFor({ ...valid, latitude }).latitude).toBe(ok ? undefined : 'Invalid latitude');
  });

  it.each([
    [-180, true],
    [180, true],
    [-181, false],
    [180.01, false],
  ])('longitude %d valid: %s', (longitude, ok) => {
    expect(errorsFor({ ...valid, longitude }).longitude).toBe(ok ? undefined : 'Invalid longitude');
  });

  it('rejects a coordinate that is not a number', () => {
    expect(errorsFor({ ...valid, latitude: 'north' }).latitude).toBe('Invalid latitude');
    expect(errorsFor({ ...valid, longitude: Number.NaN }).longitude).toBe('Invalid longitude');
  });

  it('turns a comma-separated amenity list into trimmed items without blanks', () => {
    expect(
      facilityInputSchema.parse({ ...valid, facilities: ' Chapel, ,Library ,' }).facilities,
    ).toEqual(['Chapel', 'Library']);
  });

  it('refuses NUL characters instead of letting the database fail', () => {
    expect(errorsFor({ ...valid, notes: 'a\u0000b' }).notes).toBe(
      'Must not contain control characters',
    );
  });

  it('has the defaults of product.md §9', () => {
    expect(FACILITY_DEFAULTS).toEqual({
      type: 'STATE_PRISON',
      securityLevel: 'MINIMUM',
      status: 'ACTIVE',
      latitude: 0,
      longitude: 0,
    });
  });
});
