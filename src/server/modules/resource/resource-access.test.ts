/**
 * Who may do what with resources (product.md §13), through the real API with real sessions:
 * admins everything, volunteers read every resource (there is no owner to tell apart),
 * everyone else nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Group } from '../../../shared/permissions';
import { resource } from '../../db/schema/resource';
import { callerAs } from '../../../../tests/support/graphql';
import { insertResource, resourceInput } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED, expectOutcome, recordVersion } from '../../../../tests/support/access-matrix';

const app = useTestApp();

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

const OPERATIONS: Record<Operation, (id: string) => [string, Record<string, unknown>]> = {
  list: () => ['query { listResources { items { id } } }', {}],
  get: (id) => ['query($id: ID!) { getResource(id: $id) { id } }', { id }],
  create: () => [
    'mutation($input: CreateResourceInput!) { createResource(input: $input) { id } }',
    { input: resourceInput() },
  ],
  update: (id) => [
    'mutation($input: UpdateResourceInput!) { updateResource(input: $input) { id } }',
    { input: { id, expectedVersion: 1, topic: 'changed' } },
  ],
  delete: (id) => [
    'mutation($input: DeleteResourceInput!) { deleteResource(input: $input) { id } }',
    { input: { id } },
  ],
};

const all = (code: string): Record<Operation, string> => ({
  list: code,
  get: code,
  create: code,
  update: code,
  delete: code,
});

const EXPECTED: Record<string, Record<Operation, string>> = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  Volunteers: { ...all('FORBIDDEN'), list: ALLOWED, get: ALLOWED },
  Admins: all(ALLOWED),
  SuperAdmins: all(ALLOWED),
};

const SUBJECT: Record<string, Group | null | 'signedOut'> = {
  signedOut: 'signedOut',
  noGroup: null,
  Clients: 'Clients',
  Volunteers: 'Volunteers',
  Admins: 'Admins',
  SuperAdmins: 'SuperAdmins',
};

let existingIds: string[];

beforeEach(async () => {
  existingIds = [
    (await insertResource(app.database.db, { title: 'A', status: 'AVAILABLE' })).id,
    (await insertResource(app.database.db, { title: 'B', status: 'DISCONTINUED' })).id,
  ];
});

const versionOf = (id: string) => recordVersion(app.database.db, resource, id);

describe.each(Object.keys(EXPECTED))('%s', (label) => {
  it.each(Object.keys(OPERATIONS) as Operation[])('%s', async (operation) => {
    const caller = await callerAs(app.server, app.database.db, SUBJECT[label]!);
    const [query, variables] = OPERATIONS[operation](existingIds[0]!);
    const result = await caller.run<Record<string, { items?: { id: string }[] } | null>>(
      query,
      variables,
    );
    const expected = EXPECTED[label]![operation];
    expectOutcome(result, expected);
    // Whoever may list resources sees all of them.
    if (expected === ALLOWED && operation === 'list') {
      const ids = result.data!.listResources!.items!.map((item) => item.id);
      expect(ids.sort()).toEqual([...existingIds].sort());
    }
    const wrote = expected === ALLOWED && (operation === 'update' || operation === 'delete');
    if (!wrote) expect(await versionOf(existingIds[0]!)).toBe(1);
  });
});
