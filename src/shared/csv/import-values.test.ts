import { describe, expect, it } from 'vitest';
import { CLIENT_IMPORT, VOLUNTEER_IMPORT } from './import-columns';
import { cellValue, proposeMapping, rowInput, unmappedRequired } from './import-values';

const columnOf = (field: string) => CLIENT_IMPORT.columns.find((column) => column.field === field)!;

describe('proposeMapping', () => {
  it("maps headers by the field's name or label in any case or spacing, then by synonyms", () => {
    const mapping = proposeMapping(VOLUNTEER_IMPORT, [
      'FIRST NAME',
      'last_name',
      'E-mail',
      'Phone',
      'Facility',
      'Notes',
      'id',
    ]);
    expect(mapping).toMatchObject({
      firstName: 'FIRST NAME',
      lastName: 'last_name',
      email: 'E-mail',
      contactNumber: 'Phone',
      assignedFacility: 'Facility',
      notes: 'Notes',
      status: null,
    });
  });

  it("prefers an export's id column to its name column for a facility", () => {
    expect(proposeMapping(CLIENT_IMPORT, ['facilityName', 'facilityId']).facilityId).toBe(
      'facilityId',
    );
    expect(proposeMapping(CLIENT_IMPORT, ['facilityName']).facilityId).toBe('facilityName');
  });

  it('tells which required fields are still unmapped', () => {
    const mapping = proposeMapping(CLIENT_IMPORT, ['preferredName', 'age']);
    expect(unmappedRequired(CLIENT_IMPORT, mapping).map((column) => column.field)).toEqual([
      'consentGiven',
      'dataUsageConsent',
    ]);
  });
});

describe('cellValue', () => {
  it('reads yes/no cells, leaving other text for the form to refuse', () => {
    const flag = columnOf('consentGiven');
    expect(['Yes', 'TRUE', 'y', '1'].map((text) => cellValue(flag, text))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['no', 'False', 'N', '0'].map((text) => cellValue(flag, text))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(cellValue(flag, 'maybe')).toBe('maybe');
  });

  it('reads choices in any case, leaving other values as written', () => {
    expect(cellValue(columnOf('gender'), 'prefer not to say')).toBe('PREFER_NOT_TO_SAY');
    expect(cellValue(columnOf('housingStatus'), 'halfway-house')).toBe('HALFWAY_HOUSE');
    expect(cellValue(columnOf('status'), 'Unknown')).toBe('Unknown');
  });

  it('reads numbers as numbers, leaving other text for the form to refuse', () => {
    expect(cellValue(columnOf('age'), ' 34 ')).toBe(34);
    expect(cellValue(columnOf('age'), '-7.5e1')).toBe(-75);
    expect(cellValue(columnOf('age'), '34 years')).toBe('34 years');
  });

  it('splits lists at semicolons as exported, else at commas; empty cells are left out', () => {
    expect(cellValue(columnOf('language'), 'English; Arabic, Egyptian')).toEqual([
      'English',
      'Arabic, Egyptian',
    ]);
    expect(cellValue(columnOf('language'), 'English, Arabic')).toEqual(['English', 'Arabic']);
    expect(
      rowInput(CLIENT_IMPORT, ['notes', 'age'], ['  ', '7'], { notes: 'notes', age: 'age' }),
    ).toEqual({
      age: 7,
    });
  });

  it('drops the apostrophe an export puts before a cell a spreadsheet would run as a formula', () => {
    expect(cellValue(columnOf('notes'), "'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellValue(columnOf('notes'), "'tis fine")).toBe("'tis fine");
  });
});
