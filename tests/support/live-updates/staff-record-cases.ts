/**
 * How the record types outside a client's file take part in the live-update story (story.ts):
 * programmes, visits, requests, reports, clearances, and the staff-only types an admin reads.
 */
import { reentryDocumentTemplate } from '../../../src/server/db/schema/reentry-document-template-columns.generated';
import { reentryStepTemplate } from '../../../src/server/db/schema/reentry-step';
import { volunteerClearance } from '../../../src/server/db/schema/volunteer-clearance';
import { createPerson } from '../people';
import { insertIncidentReport } from '../incident-report-factory';
import { insertProgram } from '../program-factory';
import { insertFacility, insertResource } from '../resource-factory';
import { insertResourceRequest } from '../resource-request-factory';
import { insertSchedule } from '../schedule-factory';
import { clearVolunteerAt } from '../volunteer-factory';
import type { TestApp } from '../test-app';
import type { LiveCase } from './story';

export function staffRecordCases(app: TestApp): Record<string, LiveCase> {
  return {
    Program: {
      reader: 'volunteer',
      seed: async ({ volunteer, other, facility }) => {
        const db = app.database.db;
        const elsewhere = (await insertFacility(db)).id;
        await clearVolunteerAt(db, volunteer.id, facility);
        await clearVolunteerAt(db, other.id, elsewhere, facility);
        const led = async (volunteerId: string, facilityId: string) =>
          (await insertProgram(db, { volunteerId, facilityId })).id;
        // Their own program, and another volunteer's at a facility where they lead one.
        return {
          readable: [await led(volunteer.id, facility), await led(other.id, facility)],
          unreadable: await led(other.id, elsewhere),
        };
      },
      edit: { description: 'Weekly study group' },
    },
    Schedule: {
      reader: 'volunteer',
      seed: async ({ volunteer, other, facility }) => {
        const db = app.database.db;
        await clearVolunteerAt(db, volunteer.id, facility);
        await clearVolunteerAt(db, other.id, facility);
        const visit = async (volunteerId: string) =>
          (await insertSchedule(db, { volunteerId, facilityId: facility })).id;
        return {
          readable: [await visit(volunteer.id), await visit(volunteer.id)],
          unreadable: await visit(other.id),
        };
      },
      edit: { notes: 'Bring the sign-in sheet' },
    },
    ResourceRequest: {
      reader: 'volunteer',
      seed: async ({ volunteer, other }) => {
        const db = app.database.db;
        const resourceId = (await insertResource(db)).id;
        const request = async (requesterId: string) =>
          (await insertResourceRequest(db, { resourceId, requesterId })).id;
        return {
          readable: [await request(volunteer.id), await request(volunteer.id)],
          unreadable: await request(other.id),
        };
      },
      edit: { notes: 'For the Tuesday class' },
    },
    IncidentReport: {
      reader: 'volunteer',
      seed: async ({ volunteer, other, facility }) => {
        const db = app.database.db;
        const report = async (reporterId: string) =>
          (await insertIncidentReport(db, { reporterId, facilityId: facility })).id;
        return {
          readable: [await report(volunteer.id), await report(volunteer.id)],
          unreadable: await report(other.id),
        };
      },
      edit: { description: 'A visitor was turned away at the gate' },
    },
    VolunteerClearance: {
      reader: 'volunteer',
      seed: async ({ volunteer, other }) => {
        const db = app.database.db;
        const clearance = async (volunteerId: string) => {
          const [row] = await db
            .insert(volunteerClearance)
            .values({ volunteerId, facilityId: (await insertFacility(db)).id, status: 'APPROVED' })
            .returning();
          return row!.id;
        };
        return {
          readable: [await clearance(volunteer.id), await clearance(volunteer.id)],
          unreadable: await clearance(other.id),
        };
      },
      edit: { notes: 'Badge renewed' },
    },
    Volunteer: {
      reader: 'volunteer',
      // A volunteer reads their own record only: both readable changes are to it.
      seed: async ({ volunteer, other }) => ({
        readable: [volunteer.id, volunteer.id],
        unreadable: other.id,
      }),
      edit: { notes: 'Prefers mornings', contactNumber: '+1 555 0101' },
      deletable: false,
    },
    Facility: {
      reader: 'volunteer',
      seed: async () => {
        const db = app.database.db;
        return {
          readable: [(await insertFacility(db)).id, (await insertFacility(db)).id],
          unreadable: null,
        };
      },
      edit: { notes: 'Gate B closed on Mondays' },
    },
    Resource: {
      reader: 'volunteer',
      seed: async () => {
        const db = app.database.db;
        return {
          readable: [(await insertResource(db)).id, (await insertResource(db)).id],
          unreadable: null,
        };
      },
      edit: { description: 'Large print edition' },
    },
    Admin: {
      reader: 'admin',
      seed: async () => {
        const db = app.database.db;
        return {
          readable: [
            (await createPerson(db, 'Admins', 'Ada')).id,
            (await createPerson(db, 'Admins', 'Bea')).id,
          ],
          unreadable: null,
        };
      },
      edit: { notes: 'Covers the north region', contactNumber: '+1 555 0102', region: 'North' },
      deletable: false,
    },
    ReentryStepTemplate: {
      reader: 'admin',
      seed: async () => {
        const rows = await app.database.db
          .insert(reentryStepTemplate)
          .values([
            { title: 'Bus pass', offsetDays: -2 },
            { title: 'Birth certificate', offsetDays: -60 },
          ])
          .returning();
        return { readable: [rows[0]!.id, rows[1]!.id], unreadable: null };
      },
      edit: { title: 'Monthly bus pass' },
    },
    ReentryDocumentTemplate: {
      reader: 'admin',
      seed: async () => {
        const rows = await app.database.db
          .insert(reentryDocumentTemplate)
          .values([
            { document: 'OTHER', offsetDays: 7 },
            { document: 'PROOF_OF_ADDRESS', offsetDays: 20 },
          ])
          .returning();
        return { readable: [rows[0]!.id, rows[1]!.id], unreadable: null };
      },
      edit: { offsetDays: 30 },
    },
  };
}
