/**
 * One record type's create, get, update, delete and list over GraphQL as the model tests call them
 * (client.test.ts, volunteer.test.ts, facility.test.ts, …), and the checks those tests share: a
 * created record is audited, a stale version is refused, a missing id is not found anywhere, a
 * deleted record keeps its trail, a refused save stores nothing. The documents follow the schema's
 * naming (createClient(input: CreateClientInput!), listClients(filter: ModelClientFilterInput), …),
 * so a test file holds only the fields it reads and what is particular to its record type.
 */
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { auditEntry } from '../../src/server/db/schema/audit';
import type { Database } from '../../src/server/db/client';
import { plural } from './access-matrix';
import { errorCode, type Caller, type GraphQLResult } from './graphql';

/** What every stored record answers with, beyond the fields a test asks for. */
export interface StoredRecord {
  id: string;
  version: number;
  [field: string]: unknown;
}

/** The message a stale version is refused with (product.md §14). */
const CONFLICT_MESSAGE =
  'This record was changed by someone else. Reload to see the latest version.';

export interface RecordApi<Result extends StoredRecord> {
  /** 'Client': the type's name in the schema and in the audit trail. */
  type: string;
  create: string;
  update: string;
  delete: string;
  get: string;
  list: string;
  /** Creates `input` as the caller, expecting no errors; the record as stored. */
  created(caller: Caller, input: Record<string, unknown>): Promise<Result>;
  /** The record get<Type> gives the caller (null: it is not there for them). */
  fetched(caller: Caller, id: string): Promise<Result | null>;
  /** Sends an update of the record at `expectedVersion` (1 unless said), as the caller. */
  updated(
    caller: Caller,
    id: string,
    fields: Record<string, unknown>,
    expectedVersion?: number,
  ): Promise<GraphQLResult<Record<string, Result>>>;
  /**
   * The value of `field` in every item of the list, read `limit` at a time by following
   * nextToken, and how many pages that took.
   */
  paged(
    caller: Caller,
    field: string,
    limit?: number,
  ): Promise<{ values: unknown[]; pages: number }>;
  /** The value of `field` in each item the list gives for `filter`, in the list's order. */
  listed(caller: Caller, field: string, filter: Record<string, unknown>): Promise<unknown[]>;
}

/**
 * The operations of record type `type` (e.g. 'Client'), each answering with `fields` (a delete
 * with the id alone); a list's items hold `listItems`.
 */
export function recordApi<Result extends StoredRecord = StoredRecord>(
  type: string,
  fields: string,
  listItems: string,
): RecordApi<Result> {
  const mutation = (verb: string, answer: string) =>
    `mutation($input: ${verb}${type}Input!) { ${verb.toLowerCase()}${type}(input: $input) { ${answer} } }`;
  const listField = `list${plural(type)}`;
  const list = `query($filter: Model${type}FilterInput, $limit: Int, $nextToken: String) {
  ${listField}(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${listItems} } nextToken } }`;
  type Page = Record<string, { items: Record<string, unknown>[]; nextToken: string | null }>;

  const api: RecordApi<Result> = {
    type,
    create: mutation('Create', fields),
    update: mutation('Update', fields),
    delete: mutation('Delete', 'id'),
    get: `query($id: ID!) { get${type}(id: $id) { ${fields} } }`,
    list,
    async created(caller, input) {
      const result = await caller.run<Record<string, Result>>(api.create, { input });
      expect(result.errors).toEqual([]);
      return result.data![`create${type}`]!;
    },
    async fetched(caller, id) {
      const result = await caller.run<Record<string, Result | null>>(api.get, { id });
      expect(result.errors).toEqual([]);
      expect(result.data).toHaveProperty(`get${type}`);
      return result.data![`get${type}`]!;
    },
    updated(caller, id, changes, expectedVersion = 1) {
      return caller.run<Record<string, Result>>(api.update, {
        input: { id, expectedVersion, ...changes },
      });
    },
    async paged(caller, field, limit = 2) {
      const values: unknown[] = [];
      let nextToken: string | null = null;
      let pages = 0;
      do {
        const result: GraphQLResult<Page> = await caller.run<Page>(list, { limit, nextToken });
        expect(result.errors).toEqual([]);
        const page: Page[string] = result.data![listField]!;
        values.push(...page.items.map((item) => item[field]));
        nextToken = page.nextToken;
        pages += 1;
      } while (nextToken);
      return { values, pages };
    },
    async listed(caller, field, filter) {
      const result = await caller.run<Page>(list, { filter });
      expect(result.errors).toEqual([]);
      return result.data![listField]!.items.map((item) => item[field]);
    },
  };
  return api;
}

/**
 * A record just created has exactly one audit entry: CREATE of its type, by the caller (named by
 * id and e-mail), with `field` (when given) going from nothing to `value`.
 */
export async function expectCreateAudited(
  db: Database,
  api: RecordApi<StoredRecord>,
  caller: Caller,
  id: string,
  change?: [field: string, value: unknown],
): Promise<void> {
  const entries = await db.select().from(auditEntry).where(eq(auditEntry.recordId, id));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    action: 'CREATE',
    recordType: api.type,
    actorId: caller.person!.id,
    actorEmail: caller.person!.email,
  });
  if (!change) return;
  const [field, value] = change;
  expect(entries[0]!.changes[field]).toEqual({ before: null, after: value });
}

/** The one UPDATE entry in the audit trail (the test made one update). */
export async function updateAuditEntry(db: Database) {
  const entries = await db.select().from(auditEntry).where(eq(auditEntry.action, 'UPDATE'));
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

/**
 * Two edits of `field` both sent at version 1: the second is refused with CONFLICT and the
 * product.md §14 message, and the record keeps the first, at version 2.
 */
export async function expectStaleVersionRefused(
  api: RecordApi<StoredRecord>,
  caller: Caller,
  id: string,
  field: string,
  [first, second]: [unknown, unknown],
): Promise<void> {
  expect((await api.updated(caller, id, { [field]: first })).errors).toEqual([]);
  const stale = await api.updated(caller, id, { [field]: second });
  expect(errorCode(stale)).toBe('CONFLICT');
  expect(stale.errors[0]!.message).toBe(CONFLICT_MESSAGE);
  expect(await api.fetched(caller, id)).toMatchObject({ [field]: first, version: 2 });
}

/** An id of no record (well formed), and one that is not an id at all. */
export const MISSING_IDS = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'];

/** For each id that names no record: an update is NOT_FOUND, get answers null, delete NOT_FOUND. */
export async function expectNotFoundAnywhere(
  api: RecordApi<StoredRecord>,
  caller: Caller,
  ids: readonly string[],
  changes: Record<string, unknown>,
): Promise<void> {
  for (const id of ids) {
    expect(errorCode(await api.updated(caller, id, changes))).toBe('NOT_FOUND');
    expect(await api.fetched(caller, id)).toBeNull();
    expect(errorCode(await caller.run(api.delete, { input: { id } }))).toBe('NOT_FOUND');
  }
}

/**
 * Deleting the record answers with its id; afterwards get answers null, a second delete is
 * NOT_FOUND, and the audit trail still holds its CREATE and DELETE.
 */
export async function expectDeletedKeepingTrail(
  db: Database,
  api: RecordApi<StoredRecord>,
  caller: Caller,
  id: string,
): Promise<void> {
  const result = await caller.run(api.delete, { input: { id } });
  expect(result.data).toEqual({ [`delete${api.type}`]: { id } });
  expect(await api.fetched(caller, id)).toBeNull();
  const entries = await db.select().from(auditEntry).where(eq(auditEntry.recordId, id));
  expect(entries.map((entry) => entry.action).sort()).toEqual(['CREATE', 'DELETE']);
  expect(errorCode(await caller.run(api.delete, { input: { id } }))).toBe('NOT_FOUND');
}

/** Nothing was stored: `table` is empty and no audit entry names the record type. */
export async function expectNothingStored(
  db: Database,
  table: PgTable,
  recordType: string,
): Promise<void> {
  expect(await db.select().from(table)).toEqual([]);
  expect(await db.select().from(auditEntry).where(eq(auditEntry.recordType, recordType))).toEqual(
    [],
  );
}

/**
 * An update of `changes` to a record still at version 1 is refused with VALIDATION_FAILED and
 * these form messages, and the record reads as it did before.
 */
export async function expectUpdateRefused(
  api: RecordApi<StoredRecord>,
  caller: Caller,
  before: StoredRecord,
  changes: Record<string, unknown>,
  fieldErrors: Record<string, string>,
): Promise<void> {
  const result = await api.updated(caller, before.id, changes);
  expect(errorCode(result)).toBe('VALIDATION_FAILED');
  expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
  expect(await api.fetched(caller, before.id)).toEqual(before);
}
