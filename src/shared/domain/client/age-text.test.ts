import { describe, expect, it } from 'vitest';
import { ageText } from './client.details';
import { clientDeclaration } from './client.record';

describe("a client's age as the details and cards write it", () => {
  it('is the age, or its ten-year band once the client is anonymised (product.md §3.3.7)', () => {
    expect(ageText(37, { anonymisedOn: null })).toBe('37');
    expect(ageText(30, { anonymisedOn: '2026-11-29' })).toBe('30–39');
    expect(ageText(null, { anonymisedOn: '2026-11-29' })).toBe('');
  });

  it('is how the declared details write the Age field', () => {
    const details = clientDeclaration.fields.age.details;
    const text = details ? details.text : undefined;
    expect(text?.(30, { anonymisedOn: '2026-11-29' } as never)).toBe('30–39');
  });
});
