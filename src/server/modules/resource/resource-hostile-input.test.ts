/**
 * Random and hostile input to every resource mutation: never a server error, never a
 * half-written resource. Either the write is refused (nothing stored) or it is stored whole.
 */
import fc from 'fast-check';
import { beforeEach, describe } from 'vitest';
import { RESOURCE_STATUSES, RESOURCE_TYPES } from '../../../shared/domain/resource/resource.enums';
import { resource } from '../../db/schema/resource';
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { fieldTable, type FieldTable, hostile } from '../../../../tests/support/hostile-values';
import {
  insertFacility,
  insertResource,
  resourceInput,
} from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { facility: string };
beforeEach(async () => {
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
const newResource = async () => (await insertResource(app.database.db)).id;

describe('hostile resource input', () => {
  // Times distributed and the last distributed date are read-only on update.
  const { timesDistributed: _times, lastDistributedDate: _last, ...editable } = FIELDS;
  hostileCrudTests('Resource', {
    app,
    caller: admin,
    tables: { resource },
    ids: () => ids,
    says: {
      stored: 'the resource stored whole',
      unchanged: 'the resource',
      deletes: 'the resource',
    },
    create: { fields: FIELDS, input: (overrides) => resourceInput(overrides) },
    update: { fields: editable, record: newResource },
    delete: { record: newResource },
  });
});
