/** Volunteers for the volunteer tests. */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { volunteer } from '../../src/server/db/schema/volunteer';
import { volunteerClearance } from '../../src/server/db/schema/volunteer-clearance';

/** A valid CreateVolunteerInput with an e-mail no one else has. */
export function volunteerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = crypto.randomUUID().slice(0, 8);
  return {
    firstName: 'Bilal',
    lastName: `Rahman ${suffix}`,
    email: `volunteer-${suffix}@example.org`,
    contactNumber: '+1 555 0120',
    gender: 'MALE',
    languages: ['English', 'Arabic'],
    specializations: ['Counseling'],
    availability: ['Friday'],
    credentials: ['Chaplaincy certificate'],
    status: 'ACTIVE',
    clearanceStatus: 'APPROVED',
    clearanceExpiration: '2031-01-01',
    backgroundCheckDate: '2024-02-01',
    backgroundCheckStatus: 'PASSED',
    trainingCompleted: true,
    trainingCompletionDate: '2024-03-01',
    totalVolunteerHours: 12,
    lastActivityDate: '2024-04-01',
    dateJoined: '2024-01-20',
    notes: 'Speaks at Jumah',
    ...overrides,
  };
}

/**
 * Clears a volunteer for the facilities (product.md §3.2.1): background check passed, training
 * completed, an approved clearance with no end at each. Tests that place volunteers for another
 * reason start from here; the clearance rule's own tests build each missing condition.
 */
export async function clearVolunteerAt(
  db: Database,
  volunteerId: string,
  ...facilityIds: string[]
): Promise<void> {
  await db
    .update(volunteer)
    .set({ backgroundCheckStatus: 'PASSED', trainingCompleted: true })
    .where(eq(volunteer.id, volunteerId));
  if (facilityIds.length === 0) return;
  await db
    .insert(volunteerClearance)
    .values(
      facilityIds.map((facilityId) => ({ volunteerId, facilityId, status: 'APPROVED' as const })),
    )
    .onConflictDoUpdate({
      target: [volunteerClearance.volunteerId, volunteerClearance.facilityId],
      set: { status: 'APPROVED', grantedOn: null, expiresOn: null },
    });
}
