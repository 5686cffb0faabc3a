/**
 * The three hostile-input tests every record type with create, update and delete mutations
 * shares (createX, updateX, deleteX), written once: each type's test gives its field table, how
 * a valid input and a fresh record are made, and what else a successful write changes. The
 * property itself is in hostile-input.ts; extra mutations (status actions) stay in the type's
 * own test.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import type { ErrorCode } from '../../src/shared/errors';
import type { Caller } from './graphql';
import type { TestApp } from './test-app';
import {
  checkHostileDelete,
  checkHostileInput,
  checkHostileUpdate,
  type Expected,
} from './hostile-input';
import { hostileOverrides, type FieldTable, type Ids } from './hostile-values';

export interface HostileCrudSpec {
  app: TestApp;
  /** Who sends the hostile input. */
  caller: Caller;
  /** The model's tables, the record's own under its type's name ('contactLog'). */
  tables: Record<string, PgTable>;
  /** The ids Refs in the hostile fields name (read when each test runs). */
  ids?: () => Ids;
  /** The codes a refusal of bad input may carry (all three mutations but delete). */
  codes?: readonly ErrorCode[];
  /** The ends of the three test names: what is stored, what stays unchanged, what is deleted. */
  says: { stored: string; unchanged: string; deletes: string };
  create: {
    fields: FieldTable;
    /** A valid input with the hostile overrides laid over it. */
    input: (overrides: Record<string, unknown>, ids: Ids) => Record<string, unknown>;
    /** The fields createX answers with (default `id`). */
    selection?: string;
    /** The rows a successful create changes (default: the record and one audit entry). */
    expected?: (data: Record<string, unknown>) => Expected;
  };
  update: {
    fields: FieldTable;
    /** Valid values sent under the hostile ones (a field an edit always needs). */
    defaults?: Record<string, unknown>;
    /** Makes the record to update. */
    record: () => Promise<string>;
    alsoExpected?: Expected;
  };
  delete: {
    /** Makes a record to delete (another one once it is deleted). */
    record: () => Promise<string>;
    alsoExpected?: (id: string) => Expected;
  };
}

/**
 * A complete record of `typeName` made by `caller` through the API, with what the API makes
 * beside it (an account waiting for its invitation, a client's consents); its id.
 */
export async function createThroughApi(
  caller: Caller,
  typeName: string,
  input: Record<string, unknown>,
): Promise<string> {
  const result = await caller.run<Record<string, { id: string }>>(
    `mutation($input: Create${typeName}Input!) { create${typeName}(input: $input) { id } }`,
    { input },
  );
  expect(result.errors).toEqual([]);
  return result.data![`create${typeName}`]!.id;
}

/**
 * The rows a write of a person with a sign-in account (an admin, a volunteer) changes besides
 * the record: created with an account (invited by e-mail, kept in the outbox here), renamed with
 * it (the account's name and group follow the record), deleted with it.
 */
export const personAccountRows = {
  created:
    (tableKey: string) =>
    (data: Record<string, unknown>): Expected => {
      const id = data.id as string;
      return {
        [tableKey]: { added: [id] },
        user: { added: [id] },
        account: { added: 1 },
        outbox: { added: 1 },
        audit: { added: 1 },
      };
    },
  updated: { user: { changed: { min: 0, max: 1 } } } satisfies Expected,
  deleted: (id: string): Expected => ({ user: { removed: [id] }, account: { removed: 1 } }),
};

/**
 * Declares the createX, updateX and deleteX hostile-input tests of record type `typeName`
 * ('Facility' → createFacility, updateFacility, deleteFacility).
 */
export function hostileCrudTests(typeName: string, spec: HostileCrudSpec): void {
  const { tables, says } = spec;
  const tableKey = typeName.charAt(0).toLowerCase() + typeName.slice(1);

  it(`create${typeName}: refused with nothing stored, or ${says.stored}`, async () => {
    await checkHostileInput({
      db: spec.app.database.db,
      caller: spec.caller,
      document: `mutation($input: Create${typeName}Input!) { create${typeName}(input: $input) { ${spec.create.selection ?? 'id'} } }`,
      input: hostileOverrides(spec.create.fields),
      ids: spec.ids?.(),
      variables: (overrides, ids) => ({ input: spec.create.input(overrides, ids) }),
      tables,
      codes: spec.codes,
      expected:
        spec.create.expected ??
        ((data) => ({ [tableKey]: { added: [data.id as string] }, audit: { added: 1 } })),
    });
  });

  it(`update${typeName}: refused with ${says.unchanged} unchanged, or one new version`, async () => {
    const defaults = spec.update.defaults;
    const input = hostileOverrides(spec.update.fields);
    await checkHostileUpdate({
      db: spec.app.database.db,
      caller: spec.caller,
      typeName,
      tables,
      tableKey,
      id: await spec.update.record(),
      input: defaults ? input.map((fields) => ({ ...defaults, ...fields })) : input,
      ids: spec.ids?.(),
      codes: spec.codes,
      alsoExpected: spec.update.alsoExpected,
    });
  });

  it(`delete${typeName}: a hostile id is not found; the real one deletes ${says.deletes}`, async () => {
    await checkHostileDelete({
      db: spec.app.database.db,
      caller: spec.caller,
      typeName,
      tables,
      tableKey,
      create: spec.delete.record,
      alsoExpected: spec.delete.alsoExpected,
    });
  });
}
