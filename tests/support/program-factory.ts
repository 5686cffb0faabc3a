/** Programs for the program tests. */
import crypto from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { program, type ProgramRow } from '../../src/server/db/schema/program';

/** A valid CreateProgramInput at `facilityId`, led by `volunteerId`. */
export function programInput(
  facilityId: string,
  volunteerId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: `Jumah Prayer ${crypto.randomUUID().slice(0, 6)}`,
    facilityId,
    volunteerId,
    type: 'JUMAH_PRAYER',
    description: 'Friday congregational prayer and khutbah',
    date: '2030-03-01',
    startTime: '13:00',
    endTime: '14:00',
    location: 'Chapel',
    curriculum: 'Khutbah on patience',
    materialRequested: ['Prayer mats'],
    approvalStatus: 'PENDING',
    status: 'SCHEDULED',
    followUpNeeded: false,
    followUpNotes: null,
    resourcesUsed: [],
    ...overrides,
  };
}

/** A program stored directly (no API call, no audit entry). */
export async function insertProgram(
  db: Database,
  values: { facilityId: string; volunteerId: string } & Partial<typeof program.$inferInsert>,
): Promise<ProgramRow> {
  const [row] = await db
    .insert(program)
    .values({
      title: `Quran Class ${crypto.randomUUID().slice(0, 6)}`,
      description: 'Weekly Quran class',
      date: '2030-03-01',
      startTime: '10:00',
      endTime: '11:00',
      location: 'Library',
      createdBy: values.volunteerId,
      ...values,
    })
    .returning();
  return row!;
}
