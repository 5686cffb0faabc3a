/**
 * Who may do what with resources (product.md §13), through the real API with real sessions:
 * admins everything, volunteers read every resource (there is no owner to tell apart),
 * everyone else nothing.
 */
import { beforeEach, expect } from 'vitest';
import { resource } from '../../db/schema/resource';
import { insertResource, resourceInput } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();

let existingIds: string[];

beforeEach(async () => {
  existingIds = [
    (await insertResource(app.database.db, { title: 'A', status: 'AVAILABLE' })).id,
    (await insertResource(app.database.db, { title: 'B', status: 'DISCONTINUED' })).id,
  ];
});

describeRecordAccess({
  app,
  type: 'Resource',
  table: resource,
  input: { create: () => resourceInput(), update: { topic: 'changed' } },
  rows: (all) => ({ Volunteers: { ...all('FORBIDDEN'), list: ALLOWED, get: ALLOWED } }),
  subjectId: () => existingIds[0]!,
  // Whoever may list resources sees all of them.
  alsoCheck: ({ operation, expected, result }) => {
    if (expected === ALLOWED && operation === 'list') {
      const list = result.data!.listResources as { items: { id: string }[] };
      const ids = list.items.map((item) => item.id);
      expect(ids.sort()).toEqual([...existingIds].sort());
    }
  },
});
