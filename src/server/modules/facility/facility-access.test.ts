/**
 * Who may do what with facilities (product.md §13), through the real API with real sessions:
 * signed out → UNAUTHENTICATED; signed in without the right → FORBIDDEN; otherwise allowed.
 */
import { beforeEach } from 'vitest';
import { facilityInput } from '../../../../tests/support/factories';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  rowCaller,
  withOutsidersAndAdmins,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();
const [owner] = signedInForEachTest(app, ['SuperAdmins']);

const OPERATIONS = crudOperations('Facility', {
  create: () => facilityInput(),
  update: { notes: 'changed' },
});

const all = (code: string) => everyOperation(code, OPERATIONS);

const EXPECTED = withOutsidersAndAdmins(OPERATIONS, {
  Volunteers: { ...all('FORBIDDEN'), list: ALLOWED, get: ALLOWED },
});

let existingId: string;

beforeEach(async () => {
  const created = await owner.run<{ createFacility: { id: string } }>(
    'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
    { input: facilityInput() },
  );
  existingId = created.data!.createFacility.id;
});

describeAccessMatrix({
  operations: OPERATIONS,
  expected: EXPECTED,
  callerFor: (label) => rowCaller(app, label),
  subjectId: () => existingId,
  // Read through the API, as the facility was made through it.
  versionOf: async (id) => {
    const after = await owner.run<{ getFacility: { version: number } | null }>(
      'query($id: ID!) { getFacility(id: $id) { version } }',
      { id },
    );
    return after.data!.getFacility?.version ?? null;
  },
});
