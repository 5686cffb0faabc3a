/**
 * Random and hostile input to every resource mutation: never a server error, never a
 * half-written resource. Either the write is refused (nothing stored) or it is stored whole.
 */
import fc from 'fast-check';
import { beforeEach, describe, it } from 'vitest';
import { RESOURCE_STATUSES, RESOURCE_TYPES } from '../../../shared/domain/resource/resource.enums';
import { resource } from '../../db/schema/resource';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import {
  checkHostileDelete,
  checkHostileInput,
  checkHostileUpdate,
} from '../../../../tests/support/hostile-input';
import {
  fieldTable,
  type FieldTable,
  hostile,
  hostileOverrides,
} from '../../../../tests/support/hostile-values';
import {
  insertFacility,
  insertResource,
  resourceInput,
} from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let admin: Caller;
let ids: { facility: string };
beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
  ids = { facility: (await insertFacility(app.database.db)).id };
});

/** Facility lists: hostile text, or ids of facilities that exist or not. */
const facilityList = fc.oneof(hostile.list, fc.array(hostile.id('facility'), { maxLength: 3 }));

/** The fields of CreateResourceInput / UpdateResourceInput. */
const FIELDS: FieldTable = {
  ...fieldTable({
    text: [
      'title',
      'description',
      'language',
      'topic',
      'fileType',
      'providerName',
      'contactInfo',
      'serviceArea',
      'eligibilityCriteria',
      'applicationProcess',
      'waitlistTime',
      'location',
    ],
    enums: { type: RESOURCE_TYPES, status: RESOURCE_STATUSES },
    integers: ['quantity', 'reorderThreshold', 'timesDistributed'],
    floats: ['costPerUnit'],
    instants: ['lastDistributedDate'],
    flags: ['facilityApproved'],
    ids: { facilityId: ['facility'] },
  }),
  url: fc.oneof(
    hostile.text,
    fc.webUrl(),
    fc.constantFrom('javascript:alert(1)', 'http://', 'ftp://example.org', ' https://x.org '),
  ),
  approvedFacilities: facilityList,
  restrictedFacilities: facilityList,
};
const tables = { resource };

describe('hostile resource input', () => {
  it('createResource: refused with nothing stored, or the resource stored whole', async () => {
    await checkHostileInput({
      db: app.database.db,
      caller: admin,
      document: 'mutation($input: CreateResourceInput!) { createResource(input: $input) { id } }',
      input: hostileOverrides(FIELDS),
      ids,
      variables: (overrides) => ({ input: resourceInput(overrides) }),
      tables,
      expected: (data) => ({ resource: { added: [data.id as string] }, audit: { added: 1 } }),
    });
  });

  it('updateResource: refused with the resource unchanged, or one new version', async () => {
    // Times distributed and the last distributed date are read-only on update.
    const { timesDistributed: _times, lastDistributedDate: _last, ...editable } = FIELDS;
    await checkHostileUpdate({
      db: app.database.db,
      caller: admin,
      typeName: 'Resource',
      tables,
      tableKey: 'resource',
      id: (await insertResource(app.database.db)).id,
      input: hostileOverrides(editable),
      ids,
    });
  });

  it('deleteResource: a hostile id is not found; the real one deletes the resource', async () => {
    await checkHostileDelete({
      db: app.database.db,
      caller: admin,
      typeName: 'Resource',
      tables,
      tableKey: 'resource',
      create: async () => (await insertResource(app.database.db)).id,
    });
  });
});
