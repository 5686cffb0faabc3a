/**
 * How each record type of a client's file takes part in the live-update story (story.ts): the
 * reader is the client's volunteer, and their right goes when the client is reassigned.
 */
import { eq } from 'drizzle-orm';
import { todayIn } from '../../../src/shared/domain/common/calendar';
import { clientConsent } from '../../../src/server/db/schema/client-consent';
import { contactLog } from '../../../src/server/db/schema/contact-log';
import { reentryCheckIn } from '../../../src/server/db/schema/reentry-check-in';
import { reentryDocument } from '../../../src/server/db/schema/reentry-document-columns.generated';
import { reentryStep } from '../../../src/server/db/schema/reentry-step';
import { insertClient } from '../client-factory';
import { insertContactLog } from '../contact-log-factory';
import type { TestApp } from '../test-app';
import type { LiveCase, LiveUpdateStory } from './story';

const today = todayIn('UTC');

export function clientRecordCases(
  app: TestApp,
  { ok, clientOf, reassign, reassignClientOf }: LiveUpdateStory,
): Record<string, LiveCase> {
  return {
    Client: {
      reader: 'volunteer',
      // The sensitive fields hold values: a volunteer they are not shared with reads null.
      seed: async ({ volunteer, other }) => {
        const sensitive = { specialNeeds: 'Diabetic', conversionDate: '2021-03-04' };
        const mine = () =>
          insertClient(app.database.db, { assignedVolunteerId: volunteer.id, ...sensitive });
        return {
          readable: [(await mine()).id, (await mine()).id],
          unreadable: (await insertClient(app.database.db, { assignedVolunteerId: other.id })).id,
        };
      },
      edit: { notes: 'Visited on Tuesday' },
      revoke: (world, id) => reassign(world, id),
    },
    ContactLog: {
      reader: 'volunteer',
      // Logs by the other volunteer of the reader's clients: readable because the client is theirs.
      seed: async ({ volunteer, other }) => {
        const db = app.database.db;
        const log = async (clientId: string) =>
          (await insertContactLog(db, { clientId, volunteerId: other.id, date: '2026-01-05' })).id;
        return {
          readable: [
            await log(await clientOf(volunteer.id)),
            await log(await clientOf(volunteer.id)),
          ],
          unreadable: await log(await clientOf(other.id)),
        };
      },
      edit: { notes: 'Talked about housing' },
      revoke: reassignClientOf(contactLog),
    },
    ReentryStep: {
      reader: 'volunteer',
      // Steps the reader owns, of their clients.
      seed: async ({ volunteer, other }) => {
        const step = async (owner: string) => {
          const [row] = await app.database.db
            .insert(reentryStep)
            .values({
              clientId: await clientOf(owner),
              title: 'ID card',
              offsetDays: -30,
              ownerId: owner,
            })
            .returning();
          return row!.id;
        };
        return {
          readable: [await step(volunteer.id), await step(volunteer.id)],
          unreadable: await step(other.id),
        };
      },
      edit: { notes: 'Appointment booked', status: 'DONE' },
      revoke: reassignClientOf(reentryStep),
    },
    ReentryDocument: {
      reader: 'volunteer',
      // Papers of the reader's clients.
      seed: async ({ volunteer, other }) => {
        const paper = async (volunteerId: string) => {
          const [row] = await app.database.db
            .insert(reentryDocument)
            .values({
              clientId: await clientOf(volunteerId),
              document: 'STATE_ID',
              offsetDays: -60,
            })
            .returning();
          return row!.id;
        };
        return {
          readable: [await paper(volunteer.id), await paper(volunteer.id)],
          unreadable: await paper(other.id),
        };
      },
      edit: { notes: 'Asked the DMV', status: 'REQUESTED' },
      revoke: reassignClientOf(reentryDocument),
    },
    ReentryCheckIn: {
      reader: 'volunteer',
      // Check-ins the reader recorded, of their clients.
      seed: async ({ volunteer, other }) => {
        const checkIn = async (author: string) => {
          const [row] = await app.database.db
            .insert(reentryCheckIn)
            .values({
              clientId: await clientOf(author),
              checkpoint: 'DAY_30',
              releaseDate: '2026-01-10',
              heldOn: '2026-02-10',
              housingStatus: 'STABLE',
              createdBy: author,
            })
            .returning();
          return row!.id;
        };
        return {
          readable: [await checkIn(volunteer.id), await checkIn(volunteer.id)],
          unreadable: await checkIn(other.id),
        };
      },
      edit: { notes: 'Staying with a cousin', housingStatus: 'TEMPORARY' },
      revoke: reassignClientOf(reentryCheckIn),
    },
    ClientConsent: {
      reader: 'volunteer',
      // Decisions the reader recorded, of their clients; recorded once, so each change is a new one.
      seed: async ({ volunteer, other }) => {
        const consent = async (author: string) => {
          const [row] = await app.database.db
            .insert(clientConsent)
            .values({
              clientId: await clientOf(author),
              kind: 'DATA_USAGE',
              decision: 'GIVEN',
              decidedOn: '2026-01-02',
              method: 'FORM',
              createdBy: author,
            })
            .returning();
          return row!.id;
        };
        return {
          readable: [await consent(volunteer.id), await consent(volunteer.id)],
          unreadable: await consent(other.id),
        };
      },
      action: 'CREATE',
      recordLike: async (world, id) => {
        const [row] = await app.database.db
          .select({ clientId: clientConsent.clientId })
          .from(clientConsent)
          .where(eq(clientConsent.id, id));
        const data = await ok<{ createClientConsent: { id: string } }>(
          world.admin,
          'mutation($input: CreateClientConsentInput!) { createClientConsent(input: $input) { id } }',
          {
            input: {
              clientId: row!.clientId,
              kind: 'DATA_USAGE',
              decision: 'WITHDRAWN',
              decidedOn: today,
              method: 'LETTER',
              notes: 'Asked by phone',
            },
          },
        );
        return data.createClientConsent.id;
      },
      revoke: reassignClientOf(clientConsent),
      deletable: false,
    },
  };
}
