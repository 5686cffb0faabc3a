import { describe, expect, it } from 'vitest';
import { itRequiresEach, schemaErrors } from '../../../../tests/support/form-schema';
import { contactLogDefaults, contactLogInputSchema } from './contact-log.schema';

const valid = { clientId: 'c1', date: '2026-03-06', kind: 'VISIT' };

const errorsFor = (values: Record<string, unknown>) => schemaErrors(contactLogInputSchema, values);

describe('contact log entries (product.md §12)', () => {
  it('accepts an entry and stores empty notes as null', () => {
    expect(contactLogInputSchema.parse({ ...valid, notes: '' })).toEqual({ ...valid, notes: null });
  });

  itRequiresEach(contactLogInputSchema, valid, [
    ['clientId', 'Client is required'],
    ['date', 'Date is required'],
    ['kind', 'Contact type is required'],
  ]);

  it('accepts each kind and refuses others', () => {
    for (const kind of ['VISIT', 'CALL', 'LETTER', 'MESSAGE']) {
      expect(contactLogInputSchema.parse({ ...valid, kind }).kind).toBe(kind);
    }
    expect(errorsFor({ ...valid, kind: 'EMAIL' }).kind).toBe('Contact type is required');
  });

  it('refuses dates that do not exist and hostile notes', () => {
    expect(errorsFor({ ...valid, date: '2026-02-30' }).date).toBe(
      'Must be a valid date (YYYY-MM-DD)',
    );
    expect(errorsFor({ ...valid, notes: 'a\u0000' }).notes).toBe(
      'Must not contain control characters',
    );
  });

  it('defaults the date to the given today', () => {
    expect(contactLogDefaults('2026-03-06')).toEqual({ date: '2026-03-06' });
  });
});
