import { describe, expect, it } from 'vitest';
import {
  CLIENT_CSV,
  FACILITY_CSV,
  RESOURCE_CSV,
  VOLUNTEER_CSV,
  type CsvExportColumns,
} from './export-columns';
import { IMPORT_SPECS, type ImportSpec } from './import-columns';
import { cellValue, proposeMapping, rowInput, unmappedRequired } from './import-values';

const columnOf = (field: string) =>
  IMPORT_SPECS.client.columns.find((column) => column.field === field)!;

describe('proposeMapping', () => {
  it("maps headers by the field's name or label in any case or spacing, then by synonyms", () => {
    const mapping = proposeMapping(IMPORT_SPECS.volunteer, [
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
    expect(proposeMapping(IMPORT_SPECS.client, ['facilityName', 'facilityId']).facilityId).toBe(
      'facilityId',
    );
    expect(proposeMapping(IMPORT_SPECS.client, ['facilityName']).facilityId).toBe('facilityName');
  });

  const EXPORTS: [ImportSpec, CsvExportColumns][] = [
    [IMPORT_SPECS.client, CLIENT_CSV],
    [IMPORT_SPECS.volunteer, VOLUNTEER_CSV],
    [IMPORT_SPECS.facility, FACILITY_CSV],
    [IMPORT_SPECS.resource, RESOURCE_CSV],
  ];

  it.each(EXPORTS)("maps every field of $plural from the export's header in words", (spec, csv) => {
    const mapping = proposeMapping(spec, csv.headers);
    for (const column of spec.columns) {
      const exported = csv.columns.find((candidate) => candidate.field === column.field);
      expect(mapping[column.field], column.field).toBe(exported?.header);
    }
  });

  it.each(EXPORTS)(
    "maps every field of $plural from an older export's headers (the API's names)",
    (spec, csv) => {
      const mapping = proposeMapping(
        spec,
        csv.columns.map((column) => column.field),
      );
      for (const column of spec.columns) expect(mapping[column.field]).toBe(column.field);
    },
  );

  it('tells which required fields are still unmapped', () => {
    const mapping = proposeMapping(IMPORT_SPECS.client, ['preferredName', 'age']);
    expect(unmappedRequired(IMPORT_SPECS.client, mapping).map((column) => column.field)).toEqual([
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

  it('reads every choice from its words as exported, or from its stored value', () => {
    for (const spec of Object.values(IMPORT_SPECS)) {
      for (const column of spec.columns) {
        for (const [value, words] of Object.entries(column.choiceLabels ?? {})) {
          expect(cellValue(column, words), `${spec.plural} ${column.field}`).toBe(value);
          expect(cellValue(column, value.toLowerCase())).toBe(value);
        }
      }
    }
    const resourceType = IMPORT_SPECS.resource.columns.find((column) => column.field === 'type')!;
    expect(cellValue(resourceType, 'Family Reunification')).toBe('FAMILY');
    expect(cellValue(columnOf('status'), 'Follow Up')).toBe('FOLLOW_UP');
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
      rowInput(IMPORT_SPECS.client, ['notes', 'age'], ['  ', '7'], { notes: 'notes', age: 'age' }),
    ).toEqual({
      age: 7,
    });
  });

  it('drops the apostrophe an export puts before a cell a spreadsheet would run as a formula', () => {
    expect(cellValue(columnOf('notes'), "'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellValue(columnOf('notes'), "'tis fine")).toBe("'tis fine");
  });
});
