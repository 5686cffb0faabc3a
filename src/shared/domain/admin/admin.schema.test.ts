import { describe, expect, it } from 'vitest';
import { itRequiresEach, schemaErrors } from '../../../../tests/support/form-schema';
import { ADMIN_DEFAULTS, adminDefaults, adminInputSchema } from './admin.schema';

const valid = {
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina@example.org',
  contactNumber: '555 0100',
  role: 'ADMIN',
  region: 'North',
  dateJoined: '2026-01-15',
};

const errorsFor = (values: Record<string, unknown>) => schemaErrors(adminInputSchema, values);

describe('admin form validation (product.md §5.1, §12)', () => {
  it('accepts a complete admin, trims text and stores empty notes as null', () => {
    const admin = adminInputSchema.parse({ ...valid, firstName: ' Amina ', notes: '  ' });
    expect(admin.firstName).toBe('Amina');
    expect(admin.notes).toBeNull();
    expect(admin.role).toBe('ADMIN');
  });

  itRequiresEach(adminInputSchema, valid, [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['contactNumber', 'Contact number is required'],
    ['role', 'Role is required'],
    ['region', 'Region is required'],
    ['dateJoined', 'Date joined is required'],
  ]);

  it('reports every missing field at once', () => {
    expect(Object.keys(errorsFor({}))).toHaveLength(7);
  });

  it.each(['not-an-email', 'a@', '@example.org'])('rejects the e-mail "%s"', (email) => {
    expect(errorsFor({ ...valid, email }).email).toBe('Email is invalid');
  });

  it('lower-cases the e-mail, which becomes the sign-in name', () => {
    expect(adminInputSchema.parse({ ...valid, email: 'Amina@Example.org' }).email).toBe(
      'amina@example.org',
    );
  });

  it('refuses an unknown role', () => {
    expect(errorsFor({ ...valid, role: 'OWNER' }).role).toBe('Role is required');
    expect(errorsFor({ ...valid, role: 'admin' }).role).toBe('Role is required');
  });

  it('refuses a date joined that is not a real date', () => {
    expect(errorsFor({ ...valid, dateJoined: '2026-02-30' }).dateJoined).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
  });

  it('refuses hostile text', () => {
    expect(errorsFor({ ...valid, firstName: 'x'.repeat(501) }).firstName).toBe(
      'Must be at most 500 characters',
    );
    expect(errorsFor({ ...valid, notes: 'a\u0000b' }).notes).toBe(
      'Must not contain control characters',
    );
  });

  it('has the defaults of product.md §9, with today given by the caller', () => {
    expect(ADMIN_DEFAULTS).toEqual({ role: 'ADMIN' });
    expect(adminDefaults('2026-03-01')).toEqual({ role: 'ADMIN', dateJoined: '2026-03-01' });
  });
});
