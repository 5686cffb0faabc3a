/**
 * Random and hostile input to every facility mutation: never a server error, never a
 * half-written record. Either the write is refused with VALIDATION_FAILED (nothing stored) or
 * it is stored exactly as the shared schema cleaned it.
 */
import { describe } from 'vitest';
import {
  FACILITY_STATUSES,
  FACILITY_TYPES,
  SECURITY_LEVELS,
} from '../../../shared/domain/facility/facility.enums';
import { facility } from '../../db/schema/facility';
import { facilityInput } from '../../../../tests/support/factories';
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { fieldTable } from '../../../../tests/support/hostile-values';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
/** The fields of CreateFacilityInput / UpdateFacilityInput. */
const FIELDS = fieldTable({
  text: [
    'name',
    'address',
    'region',
    'operatingHours',
    'contactPerson',
    'contactNumber',
    'visitationRules',
    'itemRestrictions',
    'notes',
  ],
  email: ['email'],
  enums: { type: FACILITY_TYPES, securityLevel: SECURITY_LEVELS, status: FACILITY_STATUSES },
  floats: ['latitude', 'longitude'],
  lists: ['facilities'],
});

describe('hostile facility input', () => {
  hostileCrudTests('Facility', {
    app,
    caller: admin,
    tables: { facility },
    says: { stored: 'stored whole', unchanged: 'the record', deletes: 'the record' },
    create: { fields: FIELDS, input: (overrides) => facilityInput(overrides) },
    update: {
      fields: FIELDS,
      record: async () => (await insertFacility(app.database.db)).id,
    },
    delete: { record: async () => (await insertFacility(app.database.db)).id },
  });
});
