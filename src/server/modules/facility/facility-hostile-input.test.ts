/**
 * Random and hostile input to every facility mutation: never a server error, never a
 * half-written record. Either the write is refused with VALIDATION_FAILED (nothing stored) or
 * it is stored exactly as the shared schema cleaned it.
 */
import { beforeEach, describe, it } from 'vitest';
import {
  FACILITY_STATUSES,
  FACILITY_TYPES,
  SECURITY_LEVELS,
} from '../../../shared/domain/facility/facility.enums';
import { facility } from '../../db/schema/facility';
import { facilityInput } from '../../../../tests/support/factories';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import {
  checkHostileDelete,
  checkHostileInput,
  checkHostileUpdate,
} from '../../../../tests/support/hostile-input';
import { fieldTable, hostileOverrides } from '../../../../tests/support/hostile-values';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
});

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
const tables = { facility };

describe('hostile facility input', () => {
  it('createFacility: refused with nothing stored, or stored whole', async () => {
    await checkHostileInput({
      db: app.database.db,
      caller: admin,
      document: 'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      input: hostileOverrides(FIELDS),
      variables: (overrides) => ({ input: facilityInput(overrides) }),
      tables,
      expected: (data) => ({ facility: { added: [data.id as string] }, audit: { added: 1 } }),
    });
  });

  it('updateFacility: refused with the record unchanged, or one new version', async () => {
    const { id } = await insertFacility(app.database.db);
    await checkHostileUpdate({
      db: app.database.db,
      caller: admin,
      typeName: 'Facility',
      tables,
      tableKey: 'facility',
      id,
      input: hostileOverrides(FIELDS),
    });
  });

  it('deleteFacility: a hostile id is not found; the real one deletes the record', async () => {
    await checkHostileDelete({
      db: app.database.db,
      caller: admin,
      typeName: 'Facility',
      tables,
      tableKey: 'facility',
      create: async () => (await insertFacility(app.database.db)).id,
    });
  });
});
