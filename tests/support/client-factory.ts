/** Clients for the client and contact-log tests. */
import crypto from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { client, type ClientRow } from '../../src/server/db/schema/client';

/** A valid CreateClientInput for a client living in the community (no facility needed). */
export function clientInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Yusuf',
    lastName: 'Ali',
    preferredName: `Yusuf ${crypto.randomUUID().slice(0, 6)}`,
    contactNumber: '+1 555 0130',
    age: 34,
    gender: 'MALE',
    religiousStatus: 'INTERESTED',
    language: ['English'],
    interestAreas: ['Quran study'],
    incarcerated: false,
    currentAddress: '12 Elm Street, Springfield',
    employmentStatus: 'UNEMPLOYED_LOOKING',
    housingStatus: 'TRANSITIONAL',
    communitySupport: ['Masjid An-Nur'],
    firstContactDate: '2024-05-01',
    followUpDate: '2030-06-01',
    consentGiven: true,
    dataUsageConsent: true,
    status: 'ACTIVE',
    ...overrides,
  };
}

/** A valid CreateClientInput for a client held at `facilityId`. */
export function incarceratedClientInput(
  facilityId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return clientInput({
    incarcerated: true,
    facilityId,
    releaseDate: '2027-01-01',
    reentryPlan: true,
    currentAddress: null,
    employmentStatus: null,
    housingStatus: null,
    communitySupport: [],
    ...overrides,
  });
}

/** A client stored directly (no API call, no audit entry): a fixture other records point at. */
export async function insertClient(
  db: Database,
  values: Partial<typeof client.$inferInsert> = {},
): Promise<ClientRow> {
  const suffix = crypto.randomUUID().slice(0, 8);
  const [row] = await db
    .insert(client)
    .values({
      clientId: `T-${suffix}`,
      preferredName: `Client ${suffix}`,
      age: 30,
      firstContactDate: '2024-05-01',
      incarcerated: false,
      currentAddress: '1 Test Street',
      employmentStatus: 'STUDENT',
      housingStatus: 'STABLE',
      consentGiven: true,
      dataUsageConsent: true,
      ...values,
    })
    .returning();
  return row!;
}
