import { describe, expect, it } from 'vitest';
import { formatClientNumber, mapReadingBClientValues, parseClientNumber } from './client.rules';

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

describe('Reading B → Reading A for CSV imports (decisions §2)', () => {
  it.each([
    ['religiousStatus', 'MUSLIM', 'ACTIVE_BELIEVER'],
    ['religiousStatus', 'CONVERT', 'CONVERTED'],
    ['religiousStatus', 'INTERESTED', 'INTERESTED'],
    ['religiousStatus', 'OTHER', 'OTHER'],
    ['employmentStatus', 'EMPLOYED', 'EMPLOYED_FULL_TIME'],
    ['employmentStatus', 'UNEMPLOYED', 'UNEMPLOYED_LOOKING'],
    ['employmentStatus', 'STUDENT', 'STUDENT'],
    ['employmentStatus', 'OTHER', null],
    ['housingStatus', 'UNSTABLE', 'TEMPORARY'],
    ['housingStatus', 'HOMELESS', 'HOMELESS'],
    ['status', 'TRANSFERRED', 'ACTIVE'],
    ['status', 'RELEASED', 'ACTIVE'],
    ['status', 'COMMUNITY', 'ACTIVE'],
    ['status', 'INACTIVE', 'INACTIVE'],
  ])('%s %s → %s', (field, value, expected) => {
    expect(mapReadingBClientValues({ [field]: value })[field]).toBe(expected);
  });

  it('compares values trimmed and ignoring case', () => {
    expect(mapReadingBClientValues({ religiousStatus: ' Muslim ' }).religiousStatus).toBe(
      'ACTIVE_BELIEVER',
    );
  });

  it('passes Reading A and unknown values through for the schema to judge', () => {
    const row = { religiousStatus: 'SEEKING', housingStatus: 'castle', preferredName: 'Ali' };
    expect(mapReadingBClientValues(row)).toEqual({
      religiousStatus: 'SEEKING',
      housingStatus: 'CASTLE',
      preferredName: 'Ali',
    });
  });

  it('does not add fields the row does not have, nor change the given row', () => {
    const row = { preferredName: 'Ali', status: 'TRANSFERRED' };
    expect(mapReadingBClientValues(row)).toEqual({ preferredName: 'Ali', status: 'ACTIVE' });
    expect(row.status).toBe('TRANSFERRED');
  });

  it('does not treat property names of plain objects as values', () => {
    expect(mapReadingBClientValues({ status: 'constructor' }).status).toBe('CONSTRUCTOR');
  });

  it('records a released or community client as living in the community', () => {
    expect(mapReadingBClientValues({ status: 'RELEASED' }).incarcerated).toBe(false);
    expect(mapReadingBClientValues({ status: 'COMMUNITY', incarcerated: '' }).incarcerated).toBe(
      false,
    );
    expect(mapReadingBClientValues({ status: 'TRANSFERRED' }).incarcerated).toBeUndefined();
  });

  it('keeps an explicit incarcerated value', () => {
    expect(mapReadingBClientValues({ status: 'RELEASED', incarcerated: true }).incarcerated).toBe(
      true,
    );
  });
});
