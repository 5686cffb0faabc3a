/**
 * Reading B values of product.md §3.3 in a client import (product.md §11), read as the import reads a
 * row: the cells through their columns, then the client's own mapping (IMPORT_SPECS.client.mapRow).
 */
import { describe, expect, it } from 'vitest';
import { IMPORT_SPECS } from './import-columns';
import { rowInput } from './import-values';

/** One imported row with these cells, each under the header of its field's name. */
function imported(cells: Record<string, string>): Record<string, unknown> {
  const headers = Object.keys(cells);
  const mapping = Object.fromEntries(headers.map((header) => [header, header]));
  return rowInput(IMPORT_SPECS.client, headers, Object.values(cells), mapping);
}

describe('Reading B → Reading A in a client import', () => {
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
    expect(imported({ [field]: value })[field]).toBe(expected);
  });

  it('compares values trimmed and ignoring case', () => {
    expect(imported({ religiousStatus: ' Muslim ', employmentStatus: 'other' })).toEqual({
      religiousStatus: 'ACTIVE_BELIEVER',
      employmentStatus: null,
    });
  });

  it('passes Reading A and unknown values through for the schema to judge', () => {
    expect(
      imported({ religiousStatus: 'seeking', housingStatus: 'castle', preferredName: 'Ali' }),
    ).toEqual({ religiousStatus: 'SEEKING', housingStatus: 'CASTLE', preferredName: 'Ali' });
  });

  it('adds no field the row does not have', () => {
    expect(imported({ preferredName: 'Ali', status: 'TRANSFERRED' })).toEqual({
      preferredName: 'Ali',
      status: 'ACTIVE',
    });
  });

  it('does not treat property names of plain objects as values', () => {
    expect(imported({ status: 'constructor' }).status).toBe('CONSTRUCTOR');
  });

  it('records a released or community client as living in the community', () => {
    expect(imported({ status: 'Released' }).incarcerated).toBe(false);
    expect(imported({ status: 'COMMUNITY', incarcerated: '' }).incarcerated).toBe(false);
    expect(imported({ status: 'TRANSFERRED' }).incarcerated).toBeUndefined();
  });

  it('keeps an incarcerated value the row gives', () => {
    expect(imported({ status: 'RELEASED', incarcerated: 'yes' }).incarcerated).toBe(true);
  });
});
