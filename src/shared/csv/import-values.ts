/**
 * From a CSV file to the create form's input, for the import (decision 023): which column holds
 * which field (proposed from the headers, adjusted by the user), and how a cell becomes a value.
 * Values are only reshaped here (yes → true, "a; b" → a list, any case → the enumeration's);
 * judging them is the form's shared schema's work, so the messages are the form's.
 */
import { csvDocument } from './csv-writer';
import { flagWord } from './csv-words';
import type { ImportColumn, ImportSpec } from './import-columns';

/** Which header (its text) each field is read from; null or missing: the field is not imported. */
export type ImportMapping = Readonly<Record<string, string | null | undefined>>;

/** 'First name', 'first_name' and 'FirstName' are the same header. */
function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The mapping a file's headers suggest: a header that is the field's name or label, else one of
 * its synonyms (each header used once, the field's own name first).
 */
export function proposeMapping(spec: ImportSpec, headers: readonly string[]): ImportMapping {
  const byKey = new Map<string, string>();
  for (const header of headers)
    if (!byKey.has(headerKey(header))) byKey.set(headerKey(header), header);
  const used = new Set<string>();
  const mapping: Record<string, string | null> = {};
  const rounds: ((column: ImportColumn) => readonly string[])[] = [
    (column) => [headerKey(column.field), headerKey(column.label)],
    (column) => column.synonyms,
  ];
  for (const keysOf of rounds) {
    for (const column of spec.columns) {
      if (mapping[column.field]) continue;
      const header = keysOf(column)
        .map((key) => byKey.get(key))
        .find((candidate) => candidate !== undefined && !used.has(candidate));
      mapping[column.field] = header ?? null;
      if (header) used.add(header);
    }
  }
  return mapping;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0']);

/**
 * An export puts an apostrophe before a cell a spreadsheet would run as a formula (decision 022);
 * it is not part of the value.
 */
export function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Items of a list cell: separated by semicolons (as exported), else by commas. */
function splitListCell(text: string): string[] {
  return text
    .split(text.includes(';') ? ';' : ',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A choice's value from its words ('Family Reunification') or its value in any case. */
function choiceValue(column: ImportColumn, text: string) {
  const words = text.toLowerCase();
  const labelled = Object.entries(column.choiceLabels ?? {}).find(
    ([, label]) => label.toLowerCase() === words,
  );
  if (labelled) return labelled[0];
  const key = text.toUpperCase().replace(/[\s-]+/g, '_');
  // Unknown values go on as written: the record type's mapRow may know them (another reading
  // of the specification), else the schema refuses them with the form's message.
  return column.choices?.includes(key) ? key : text;
}

/**
 * The form value of one cell; undefined for an empty cell, so the form's default applies (and a
 * required field gets its "is required" message).
 */
export function cellValue(column: ImportColumn, raw: string): unknown {
  const text = withoutFormulaGuard(raw).trim();
  if (text === '') return undefined;
  switch (column.kind) {
    case 'flag': {
      const lower = text.toLowerCase();
      if (YES.has(lower)) return true;
      if (NO.has(lower)) return false;
      return text;
    }
    case 'number':
      // Some number fields take only numbers (coordinates), as their form inputs send them.
      return NUMBER.test(text) ? Number(text) : text;
    case 'list':
    case 'facilities':
      return splitListCell(text);
    case 'choice':
      return choiceValue(column, text);
    default:
      return withoutFormulaGuard(raw);
  }
}

/**
 * One row of the file as the create form's input: only the mapped fields, empty ones left out,
 * then the record type's own mapping (ImportSpec.mapRow).
 */
export function rowInput(
  spec: ImportSpec,
  headers: readonly string[],
  cells: readonly string[],
  mapping: ImportMapping,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of spec.columns) {
    const header = mapping[column.field];
    if (!header) continue;
    const index = headers.indexOf(header);
    const value = index < 0 ? undefined : cellValue(column, cells[index] ?? '');
    if (value !== undefined) input[column.field] = value;
  }
  return spec.mapRow ? spec.mapRow(input) : input;
}

/**
 * A value the file gives that the field cannot take, named as such with what it can take
 * (without this, the form's schema would say "… is required" of a value that was there):
 * choices outside the field's list, and yes/no cells that are neither. Judged after mapRow, so
 * values another reading of the specification used are not refused.
 */
export function invalidValues(
  spec: ImportSpec,
  input: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const column of spec.columns) {
    const value = input[column.field];
    if (typeof value !== 'string') continue;
    if (column.kind === 'choice' && column.choices && !column.choices.includes(value)) {
      problems[column.field] = IMPORT_MESSAGES.notAChoice(value, column);
    } else if (column.kind === 'flag') {
      problems[column.field] = IMPORT_MESSAGES.notYesOrNo(value, column);
    }
  }
  return problems;
}

/** The required fields no column is mapped to. */
export function unmappedRequired(spec: ImportSpec, mapping: ImportMapping): ImportColumn[] {
  return spec.columns.filter((column) => column.required && !mapping[column.field]);
}

/**
 * Bounds of one import. The request carrying the file must stay under the server's 1 MiB body
 * limit, and the whole file is written in one transaction that others wait for: on the embedded
 * database, every other request (about 10-30 ms a row, so 5-15 s for a full file).
 */
export const IMPORT_LIMITS = { bytes: 700 * 1024, rows: 500 } as const;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 700 KB. Split it into smaller files and import each.',
  tooManyRows: 'The file has more than 500 rows. Split it into smaller files and import each.',
  empty: 'The file is empty. Choose a CSV file with a header row and one row per record.',
  noRows: 'The file has a header row but no records under it.',
  unreadable: (line: number) =>
    `Line ${line} has a character that could not be read. Save the file as "CSV UTF-8" and choose it again.`,
  unknownField: (field: string) => `There is no field called ${field} to import.`,
  notAChoice: (value: string, column: ImportColumn) =>
    `${column.label} cannot be "${value}". Use one of: ${choicesInWords(column).join(', ')}.`,
  notYesOrNo: (value: string, column: ImportColumn) =>
    `${column.label} must be yes or no, not "${value}".`,
  unknownHeader: (header: string) => `The file has no column called ${header}.`,
  duplicateHeader: (header: string) =>
    `Two columns are called ${header}. Rename one of them so each column can be told apart.`,
  sharedFacilityName: (name: string) =>
    `More than one facility is called ${name}. Give the facilities different names on the Facilities page, then write the right name here.`,
} as const;

/** The bytes a text takes in UTF-8 (the limit is on the file as saved). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A choice column's choices as a cell may give them: in words where it has them. */
function choicesInWords(column: ImportColumn): readonly string[] {
  return column.choiceLabels ? Object.values(column.choiceLabels) : (column.choices ?? []);
}

/**
 * The sample file of the import screen: every column, with one example row, written as an
 * export writes it (headers and choices in words, yes/no).
 */
export function sampleCsv(spec: ImportSpec): string {
  const cells = spec.columns.map((column) => {
    const value = spec.sample[column.field] ?? '';
    if (column.kind === 'flag' && (value === 'true' || value === 'false'))
      return flagWord(value === 'true');
    return column.choiceLabels?.[value] ?? value;
  });
  return csvDocument(
    spec.columns.map((column) => column.label),
    [cells],
  );
}
