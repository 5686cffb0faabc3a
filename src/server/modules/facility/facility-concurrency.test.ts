// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/** Two people save the same facility from the same version at once: one wins, one gets CONFLICT. */
import { describe, expect, it } from 'vitest';
import { facilityInput } from '../../../../tests/support/factories';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const UPDATE =
  'mutation($input: UpdateFacilityInput!) { updateFacility(input: $input) { name version } }';

describe('concurrent updates', () => {
  it('applies exactly one of two updates made from the same version', async () => {
    const first = await callerAs(app.server, app.database.db, 'Admins');
    const second = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const created = await first.run<{ createFacility: { id: string } }>(
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      { input: facilityInput() },
    );
    const id = created.data!.createFacility.id;

    const results = await Promise.all([
      first.run(UPDATE, { input: { id, expectedVersion: 1, name: 'Saved by first' } }),
      second.run(UPDATE, { input: { id, expectedVersion: 1, name: 'Saved by second' } }),
    ]);

    const codes = results.map(errorCode).sort();
    expect(codes).toEqual(['CONFLICT', null].sort());
    const winner = results.find((result) => errorCode(result) === null)!;
    const stored = await first.run<{ getFacility: { name: string; version: number } }>(
      'query($id: ID!) { getFacility(id: $id) { name version } }',
      { id },
    );
    expect(stored.data!.getFacility).toEqual(
      (winner.data as { updateFacility: unknown }).updateFacility,
    );
    expect(stored.data!.getFacility.version).toBe(2);
  });
});
