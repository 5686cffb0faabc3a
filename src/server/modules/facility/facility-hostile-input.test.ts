/**
 * Random and hostile input to every facility mutation: never a server error, never a
 * half-written record. Either the write is refused with VALIDATION_FAILED (nothing stored) or
 * it is stored exactly as the shared schema cleaned it.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { facility } from '../../db/schema/facility';
import { facilityInput } from '../../../../tests/support/factories';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
});

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ minLength: 400, maxLength: 6000 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    "'; drop table facility; --",
    '<script>alert(1)</script>',
    '𝕏'.repeat(300),
  ),
);
const hostileNumber = fc.oneof(
  fc.double({ noNaN: true }),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 0, 90.0000001),
);
const TEXT_FIELDS = [
  'name',
  'address',
  'region',
  'operatingHours',
  'contactPerson',
  'contactNumber',
  'email',
  'notes',
];
const ENUM_FIELDS = ['type', 'securityLevel', 'status'];

/** A valid input with some fields replaced by hostile values (typed as GraphQL will accept them). */
const hostileInput = fc.record(
  {
    text: fc.dictionary(fc.constantFrom(...TEXT_FIELDS), fc.oneof(hostileText, fc.constant(null))),
    enums: fc.dictionary(
      fc.constantFrom(...ENUM_FIELDS),
      fc.constantFrom('STATE_PRISON', 'NOT_A_VALUE', '', 'jail'),
    ),
    latitude: fc.option(hostileNumber),
    facilities: fc.option(fc.array(hostileText, { maxLength: 5 })),
  },
  { requiredKeys: [] },
);

const CREATE =
  'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id version } }';

describe('hostile facility input', () => {
  it('createFacility never fails with a server error and stores all or nothing', async () => {
    await fc.assert(
      fc.asyncProperty(hostileInput, async ({ text, enums, latitude, facilities }) => {
        const input = { ...facilityInput(), ...text, ...enums };
        if (latitude !== undefined) Object.assign(input, { latitude });
        if (facilities !== undefined) Object.assign(input, { facilities });
        const before = (await app.database.db.select({ id: facility.id }).from(facility)).length;
        const result = await admin.run<{ createFacility: { id: string } }>(CREATE, { input });
        expect(result.status).toBeLessThan(500);
        const after = (await app.database.db.select({ id: facility.id }).from(facility)).length;
        if (result.errors.length > 0) {
          expect(errorCode(result)).toBe('VALIDATION_FAILED');
          expect(after).toBe(before);
        } else {
          expect(after).toBe(before + 1);
          const [stored] = await app.database.db
            .select()
            .from(facility)
            .where(eq(facility.id, result.data!.createFacility.id));
          expect(stored!.name.trim()).toBe(stored!.name);
          expect(stored!.name).not.toContain('\u0000');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('updateFacility never fails with a server error and leaves a refused record unchanged', async () => {
    const created = await admin.run<{ createFacility: { id: string } }>(CREATE, {
      input: facilityInput(),
    });
    const id = created.data!.createFacility.id;
    await fc.assert(
      fc.asyncProperty(hostileInput, async ({ text, enums, latitude }) => {
        const { email: _locked, ...fields } = { ...text, ...enums };
        const [current] = await app.database.db.select().from(facility).where(eq(facility.id, id));
        const input = {
          id,
          expectedVersion: current!.version,
          ...fields,
          ...(latitude === undefined ? {} : { latitude }),
        };
        const result = await admin.run(
          'mutation($input: UpdateFacilityInput!) { updateFacility(input: $input) { id } }',
          { input },
        );
        expect(result.status).toBeLessThan(500);
        const [after] = await app.database.db.select().from(facility).where(eq(facility.id, id));
        if (result.errors.length > 0) {
          expect(errorCode(result)).toBe('VALIDATION_FAILED');
          expect(after).toEqual(current);
        } else {
          expect(after!.version).toBe(current!.version + 1);
        }
      }),
      { numRuns: 60 },
    );
  });
});
