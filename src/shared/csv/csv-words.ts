/**
 * How a CSV file names a field and writes a choice, in words people read (decision 096): the
 * export's header is the field's import label, so an exported file maps itself; a choice is
 * written as the screens show it ('State Prison'), and an import takes either the words or the
 * stored value (STATE_PRISON) back.
 */
import { enumLabel } from '../domain/common/labels';
import type { FieldDef } from '../record/field';

/** 'First Name' → 'First name'; words in capitals (ID, URL) stay as they are. */
function sentenceCase(label: string): string {
  return label.replace(
    /(?<=\s)(\p{Lu})(\p{Ll})/gu,
    (_, first: string, next: string) => `${first.toLowerCase()}${next}`,
  );
}

/** The field's header in a CSV file: its import label if it gives one, else its label. */
export function csvHeaderOf(field: FieldDef): string {
  const imported = typeof field.imported === 'object' ? field.imported : {};
  return imported.label ?? sentenceCase(field.label);
}

/** Each value of a choice field with its words. */
export function choiceLabelsOf(field: FieldDef): Readonly<Record<string, string>> | undefined {
  if (!field.choices) return undefined;
  const label = field.choiceLabel ?? enumLabel;
  return Object.fromEntries(field.choices.map((value) => [value, label(value)]));
}

/**
 * A list's cell: items joined with "; ". An import splits a cell without semicolons at its
 * commas (import-values.ts), so one item with a comma in it ('Arabic, Egyptian') ends with a
 * semicolon, to be read back as one.
 */
export function listCell(items: readonly string[]): string {
  const joined = items.join(CSV_LIST_SEPARATOR);
  return items.length === 1 && joined.includes(',') ? `${joined};` : joined;
}

/** Separates the items of a list in one cell. */
const CSV_LIST_SEPARATOR = '; ';

/** A yes/no cell as the export writes it. */
export function flagWord(value: boolean): string {
  return value ? 'Yes' : 'No';
}
