/**
 * Who may do what with resources (product.md §13), through the real API with real sessions:
 * admins everything, volunteers read every resource (there is no owner to tell apart),
 * everyone else nothing.
 */
import { beforeEach, expect } from 'vitest';
import { resource } from '../../db/schema/resource';
import { insertResource, resourceInput } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  recordVersion,
  rowCaller,
  withOutsidersAndAdmins,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

const OPERATIONS = crudOperations('Resource', {
  create: () => resourceInput(),
  update: { topic: 'changed' },
});

const all = (code: string) => everyOperation(code, OPERATIONS);

const EXPECTED = withOutsidersAndAdmins(OPERATIONS, {
  Volunteers: { ...all('FORBIDDEN'), list: ALLOWED, get: ALLOWED },
});

let existingIds: string[];

beforeEach(async () => {
  existingIds = [
    (await insertResource(app.database.db, { title: 'A', status: 'AVAILABLE' })).id,
    (await insertResource(app.database.db, { title: 'B', status: 'DISCONTINUED' })).id,
  ];
});

describeAccessMatrix({
  operations: OPERATIONS,
  expected: EXPECTED,
  callerFor: (label) => rowCaller(app, label),
  subjectId: () => existingIds[0]!,
  versionOf: (id) => recordVersion(app.database.db, resource, id),
  // Whoever may list resources sees all of them.
  alsoCheck: ({ operation, expected, result }) => {
    if (expected === ALLOWED && operation === 'list') {
      const list = result.data!.listResources as { items: { id: string }[] };
      const ids = list.items.map((item) => item.id);
      expect(ids.sort()).toEqual([...existingIds].sort());
    }
  },
});
