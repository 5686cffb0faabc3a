/**
 * Duplicate rows of an import (decision 023): what the add forms refuse too, as another row of
 * the file or as a stored record. People: one account per e-mail and the declared unique fields
 * (a client's ID, a volunteer's e-mail); two people may share a name and a facility, as the add
 * form allows, so that a list exported and imported again comes back whole. Places and
 * materials: the same facility name, the same resource title at the same primary facility,
 * which a second import of the same file would otherwise create again. They are reported in the
 * dry run and refused at import.
 */
import type { ImportRecordType } from '../../../shared/csv/import-columns';
import type { DbExecutor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { client } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { reentryDocument } from '../../db/schema/reentry-document';
import { resource } from '../../db/schema/resource';
import { CLIENT_ID_TAKEN } from '../client/client-identity';

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

const RULES: Readonly<Record<ImportRecordType, readonly DuplicateRule[]>> = {
  client: [
    emailRule,
    {
      key: (input) => text(input.clientId) || null,
      stored: async (db) =>
        (await db.select({ clientId: client.clientId }).from(client)).map((row) =>
          text(row.clientId),
        ),
      inFile: (row) => `Same client ID as row ${row}`,
      inDatabase: CLIENT_ID_TAKEN,
    },
  ],
  volunteer: [emailRule],
  facility: [
    {
      key: (input) => text(input.name) || null,
      stored: async (db) =>
        (await db.select({ name: facility.name }).from(facility)).map((row) => text(row.name)),
      inFile: (row) => `Same name as row ${row}`,
      inDatabase: 'A facility with this name already exists',
    },
  ],
  resource: [
    {
      key: (input) => (text(input.title) ? joined(input.title, input.facilityId) : null),
      stored: async (db) =>
        (
          await db.select({ title: resource.title, facilityId: resource.facilityId }).from(resource)
        ).map((row) => joined(row.title, row.facilityId)),
      inFile: (row) => `Same title and primary facility as row ${row}`,
      inDatabase: 'A resource with this title at this primary facility already exists',
    },
  ],
  // A client's papers list each document once (a second State ID is a second row by mistake).
  document: [
    {
      key: (input) => (text(input.document) ? joined(input.clientId, input.document) : null),
      stored: async (db) =>
        (
          await db
            .select({ clientId: reentryDocument.clientId, document: reentryDocument.document })
            .from(reentryDocument)
        ).map((row) => joined(row.clientId, row.document)),
      inFile: (row) => `Same client and document as row ${row}`,
      inDatabase: 'This client already has this document listed',
    },
  ],
};

/** Why each row (by index in `rows`) is a duplicate; rows that are not have no entry. */
export async function findDuplicates(
  db: DbExecutor,
  recordType: ImportRecordType,
  rows: readonly { line: number; input: Input }[],
): Promise<Map<number, string[]>> {
  const reasons = new Map<number, string[]>();
  const add = (index: number, reason: string) =>
    reasons.set(index, [...(reasons.get(index) ?? []), reason]);
  for (const rule of RULES[recordType]) {
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
