import { describe, expect, it } from 'vitest';
import { formatClientNumber, parseClientNumber } from './client.rules';

describe('generated client ids', () => {
  it.each([
    [1, 'C-00001'],
    [42, 'C-00042'],
    [99999, 'C-99999'],
    [100000, 'C-100000'],
  ])('%i → %s', (n, id) => {
    expect(formatClientNumber(n)).toBe(id);
    expect(parseClientNumber(id)).toBe(n);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses to format %s', (n) => {
    expect(() => formatClientNumber(n)).toThrow(RangeError);
  });

  it.each(['C-0001', 'c-00001', 'C00001', 'X-00001', 'C-00000', '', 'C-00001a'])(
    'reads "%s" as no generated number',
    (id) => expect(parseClientNumber(id)).toBeNull(),
  );

  it('ignores surrounding spaces', () => {
    expect(parseClientNumber(' C-00007 ')).toBe(7);
  });
});
