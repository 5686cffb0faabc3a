/** Facilities and resources for the resource and resource-request tests. */
import crypto from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { facility, type FacilityRow } from '../../src/server/db/schema/facility';
import { resource, type ResourceRow } from '../../src/server/db/schema/resource';

/** A facility stored directly (no API call, no audit entry): a fixture other records point at. */
export async function insertFacility(
  db: Database,
  overrides: Partial<typeof facility.$inferInsert> = {},
): Promise<FacilityRow> {
  const suffix = crypto.randomUUID().slice(0, 6);
  const [row] = await db
    .insert(facility)
    .values({
      name: `Facility ${suffix}`,
      address: '1 Test Road',
      region: 'North',
      contactPerson: 'Jordan Lee',
      contactNumber: '+1 555 0100',
      email: `facility-${suffix}@example.org`,
      operatingHours: 'Mon-Fri 08:00-17:00',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A valid CreateResourceInput: a post-release service, so no facility is needed. */
export function resourceInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = crypto.randomUUID().slice(0, 6);
  return {
    title: `Housing Support ${suffix}`,
    description: 'Transitional housing placements for returning citizens',
    type: 'HOUSING',
    language: 'English',
    topic: 'Reentry',
    quantity: 10,
    reorderThreshold: 2,
    costPerUnit: 0,
    status: 'AVAILABLE',
    providerName: 'Safe Haven Housing',
    contactInfo: '+1 555 0142',
    serviceArea: 'Springfield',
    ...overrides,
  };
}

/** A valid CreateResourceInput for an incarceration resource at `facilityId`. */
export function incarcerationResourceInput(
  facilityId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return resourceInput({
    title: `Quran (English translation) ${crypto.randomUUID().slice(0, 6)}`,
    description: 'Paperback Quran with English translation',
    type: 'QURAN',
    providerName: null,
    contactInfo: null,
    facilityId,
    approvedFacilities: [facilityId],
    ...overrides,
  });
}

/** A resource stored directly (no API call, no audit entry); valid as it is (type OTHER). */
export async function insertResource(
  db: Database,
  overrides: Partial<typeof resource.$inferInsert> = {},
): Promise<ResourceRow> {
  const [row] = await db
    .insert(resource)
    .values({
      title: `Welcome Pack ${crypto.randomUUID().slice(0, 6)}`,
      description: 'Toiletries and a programme leaflet',
      type: 'OTHER',
      category: 'GENERAL',
      quantity: 10,
      ...overrides,
    })
    .returning();
  return row!;
}
