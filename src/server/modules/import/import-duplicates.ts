/**
 * Duplicate rows of an import (decision 023): what the add forms refuse too, as another row of
 * the file or as a stored record. People: one account per e-mail; two people may share a name
 * and a facility, as the add form allows, so that a list exported and imported again comes back
 * whole. Each type's own rules are in its declaration (`csvImport.sameRecordWhen`: a client's
 * ID, a facility's name, a resource's title at its primary facility, a client's document), which
 * a second import of the same file would otherwise create again. They are reported in the dry
 * run and refused at import.
 */
import { type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  IMPORTS_WITH_ACCOUNTS,
  importedDeclaration,
  type ImportRecordType,
} from '../../../shared/csv/import-columns';
import type { DbExecutor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { RECORD_TABLES } from '../../db/schema/record-tables.generated';

type Input = Record<string, unknown>;

interface DuplicateRule {
  /** The row's key, or null when it has none (e.g. no e-mail). */
  key: (input: Input) => string | null;
  /** The keys of the stored records. */
  stored: (db: DbExecutor) => Promise<string[]>;
  /** Why a row is a duplicate of row `row` of the file. */
  inFile: (row: number) => string;
  /** Why a row is a duplicate of a stored record. */
  inDatabase: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const joined = (...parts: unknown[]) => parts.map(text).join('\u0000');

// Accounts hold every e-mail a client or volunteer signs in with: one e-mail, one account.
const emailRule: DuplicateRule = {
  key: (input) => text(input.email) || null,
  stored: async (db) =>
    (await db.select({ email: user.email }).from(user)).map((row) => text(row.email)),
  inFile: (row) => `Same e-mail as row ${row}`,
  inDatabase: 'An account with this e-mail already exists',
};

/**
 * The type's own rules (its declaration's `csvImport.sameRecordWhen`): rows alike on those
 * fields, compared without case or surrounding spaces; a row without the first has no key.
 */
function declaredRules(recordType: ImportRecordType): DuplicateRule[] {
  const declaration = importedDeclaration(recordType);
  const tables: Readonly<Record<string, PgTable | undefined>> = RECORD_TABLES;
  const table = tables[declaration.typeName] as unknown as Record<string, AnyPgColumn> & PgTable;
  return (declaration.csvImport!.sameRecordWhen ?? []).map(({ fields, inFile, inDatabase }) => ({
    key: (input) =>
      text(input[fields[0]!]) ? joined(...fields.map((field) => input[field])) : null,
    stored: async (db) => {
      const columns = Object.fromEntries(fields.map((field) => [field, table[field]!]));
      const rows = (await db.select(columns).from(table)) as Input[];
      return rows.map((row) => joined(...fields.map((field) => row[field])));
    },
    inFile: (row) => `${inFile} as row ${row}`,
    inDatabase,
  }));
}

/** The e-mail rule for a type whose rows bring sign-in accounts, then the type's own. */
function rulesOf(recordType: ImportRecordType): DuplicateRule[] {
  return [
    ...(IMPORTS_WITH_ACCOUNTS.has(recordType) ? [emailRule] : []),
    ...declaredRules(recordType),
  ];
}

/** Fields whose uniqueness these rules report: the service's own refusal is then said once. */
export function duplicateFields(recordType: ImportRecordType): ReadonlySet<string> {
  const declared = importedDeclaration(recordType).csvImport!.sameRecordWhen ?? [];
  return new Set([
    ...(IMPORTS_WITH_ACCOUNTS.has(recordType) ? ['email'] : []),
    ...declared.filter(({ fields }) => fields.length === 1).map(({ fields }) => fields[0]!),
  ]);
}

/** Why each row (by index in `rows`) is a duplicate; rows that are not have no entry. */
export async function findDuplicates(
  db: DbExecutor,
  recordType: ImportRecordType,
  rows: readonly { line: number; input: Input }[],
): Promise<Map<number, string[]>> {
  const reasons = new Map<number, string[]>();
  const add = (index: number, reason: string) =>
    reasons.set(index, [...(reasons.get(index) ?? []), reason]);
  for (const rule of rulesOf(recordType)) {
    const stored = new Set(await rule.stored(db));
    const firstLine = new Map<string, number>();
    rows.forEach((row, index) => {
      const key = rule.key(row.input);
      if (key === null) return;
      if (stored.has(key)) add(index, rule.inDatabase);
      const earlier = firstLine.get(key);
      if (earlier === undefined) firstLine.set(key, row.line);
      else add(index, rule.inFile(earlier));
    });
  }
  return reasons;
}
