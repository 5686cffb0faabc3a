/**
 * The tests every model's create/update/delete file has, registered where the file calls them
 * (inside its describe('createClient'), describe('updateClient'), …), so each keeps its place and
 * its name; what differs per record type is passed in. The checks themselves are record-api.ts's.
 */
import { it } from 'vitest';
import type { Caller } from './graphql';
import type { TestApp } from './test-app';
import {
  MISSING_IDS,
  expectCreateAudited,
  expectDeletedKeepingTrail,
  expectNotFoundAnywhere,
  expectStaleVersionRefused,
  type RecordApi,
  type StoredRecord,
} from './record-api';

/** The record type under test, as its file sets it up (read when a test runs). */
export interface RecordSubject {
  api: RecordApi<StoredRecord>;
  app: TestApp;
  /** Who creates, changes and deletes the records in these tests. */
  caller: () => Caller;
  /** Stores a valid record with these fields changed, as the caller. */
  create: (overrides?: Record<string, unknown>) => Promise<StoredRecord>;
}

/** A record created with `field` set to `value` is audited as created by the caller. */
export function itAuditsCreate(subject: RecordSubject, [field, value]: [string, unknown]): void {
  it('writes an audit entry naming who created what', async () => {
    const created = await subject.create({ [field]: value });
    await expectCreateAudited(subject.app.database.db, subject.api, subject.caller(), created.id, [
      field,
      value,
    ]);
  });
}

/** Of two edits of `field` sent at version 1, the second is refused and the first kept. */
export function itRefusesStaleVersion(
  subject: RecordSubject,
  field: string,
  edits: [first: unknown, second: unknown],
): void {
  it('refuses a stale version with CONFLICT and the product.md §14 message, overwriting nothing', async () => {
    const created = await subject.create({ [field]: 'Original' });
    await expectStaleVersionRefused(subject.api, subject.caller(), created.id, field, edits);
  });
}

/** Update, get and delete of an id of no record (`ids`, MISSING_IDS unless given) find nothing. */
export function itReportsNotFound(
  subject: RecordSubject,
  changes: Record<string, unknown>,
  ids: readonly string[] = MISSING_IDS,
): void {
  it('reports NOT_FOUND for a missing or malformed id', async () => {
    await expectNotFoundAnywhere(subject.api, subject.caller(), ids, changes);
  });
}

/** A deleted record is gone for good, and its audit trail stays. */
export function itDeletesKeepingTrail(subject: RecordSubject): void {
  it('removes the record and keeps its audit trail', async () => {
    const created = await subject.create();
    await expectDeletedKeepingTrail(
      subject.app.database.db,
      subject.api,
      subject.caller(),
      created.id,
    );
  });
}
