// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Live updates obey the read rule (decision 090), for every record type with a live stream, on
 * PGlite and on PostgreSQL with TEST_DATABASE_URL. One builder runs the same story over each
 * type, through the real server and real event streams: a change to a record the subscriber may
 * not read is skipped; one to a record they may read arrives with exactly what getX gives them
 * (no field more); once their right goes (their client reassigned to another volunteer) the
 * record's changes stop reaching them, as getX stops giving it; a deletion reaches those who
 * could read the record; someone the type is not for cannot subscribe at all. onCreateX /
 * onUpdateX / onDeleteX and onRecordChanged are checked alike.
 */
import { eq } from 'drizzle-orm';
import { getNamedType, isEnumType, isScalarType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/domain/common/calendar';
import type { Group } from '../../shared/permissions';
import { clientConsent } from '../db/schema/client-consent';
import { contactLog } from '../db/schema/contact-log';
import { reentryCheckIn } from '../db/schema/reentry-check-in';
import { reentryDocument, reentryDocumentTemplate } from '../db/schema/reentry-document';
import { reentryStep, reentryStepTemplate } from '../db/schema/reentry-step';
import { volunteerClearance } from '../db/schema/volunteer-clearance';
import { insertClient } from '../../../tests/support/client-factory';
import { insertContactLog } from '../../../tests/support/contact-log-factory';
import { graphqlRequest } from '../../../tests/support/graphql';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { createPerson, signIn, type TestPerson } from '../../../tests/support/people';
import { insertProgram } from '../../../tests/support/program-factory';
import { insertFacility, insertResource } from '../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../tests/support/resource-request-factory';
import { insertSchedule } from '../../../tests/support/schedule-factory';
import { subscribe, type Subscription } from '../../../tests/support/sse';
import { useTestApp } from '../../../tests/support/test-app';
import { clearVolunteerAt } from '../../../tests/support/volunteer-factory';
import { schema } from './schema';
import { registeredChangeStreams } from './subscriptions';

const app = useTestApp();
let baseUrl = '';
const open: Subscription[] = [];

beforeEach(async () => {
  if (!baseUrl) {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
  }
});
afterAll(() => open.forEach((subscription) => subscription.close()));

/** The people of one story: a super admin makes every change; `reader` subscribes. */
interface World {
  admin: string;
  volunteer: TestPerson & { cookie: string };
  /** Another volunteer: what is theirs, the reader may not read. */
  other: TestPerson;
  /** An account in the Clients group, whom no record type's stream is for. */
  clientAccount: string;
  facility: string;
}

type Action = 'CREATE' | 'UPDATE' | 'DELETE';

interface LiveCase {
  /** Who may read the records made readable: the volunteer, or (for staff-only types) the admin. */
  reader: 'volunteer' | 'admin';
  /** Two records the reader may read, and one they may not (null: all who may subscribe read all). */
  seed(world: World): Promise<{ readable: [string, string]; unreadable: string | null }>;
  /** The event each change makes; UPDATE unless the type is recorded once. */
  action?: 'CREATE' | 'UPDATE';
  /** Fields an admin changes (updateX), for UPDATE events. */
  edit?: Record<string, unknown>;
  /**
   * For a type recorded once: an admin records another one like `id` (of the same client), and
   * the new record's id is returned.
   */
  recordLike?(world: World, id: string): Promise<string>;
  /** Takes the reader's right to read `id` away without touching the record (its client reassigned). */
  revoke?(world: World, id: string): Promise<void>;
  /** False where an admin's deleteX of the record does not apply. */
  deletable?: boolean;
}

const today = todayIn('UTC');

/** A client of `volunteerId`'s, stored directly (no change event). */
const clientOf = async (volunteerId: string) =>
  (
    await insertClient(app.database.db, {
      assignedVolunteerId: volunteerId,
      incarcerated: false,
      releaseDate: '2026-01-10',
    })
  ).id;

/** The client a record belongs to, reassigned to the other volunteer. */
const reassignClientOf =
  (
    table:
      | typeof reentryStep
      | typeof reentryDocument
      | typeof reentryCheckIn
      | typeof clientConsent
      | typeof contactLog,
  ) =>
  async (world: World, id: string) => {
    const [row] = await app.database.db
      .select({ clientId: table.clientId })
      .from(table)
      .where(eq(table.id, id));
    await reassign(world, row!.clientId);
  };

async function reassign(world: World, clientId: string) {
  const version = await versionOf(world, 'Client', clientId);
  await ok(
    world.admin,
    'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id } }',
    { input: { id: clientId, expectedVersion: version, assignedVolunteerId: world.other.id } },
  );
}

const CASES: Record<string, LiveCase> = {
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
          .values({ clientId: await clientOf(volunteerId), document: 'STATE_ID', offsetDays: -60 })
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

async function ok<Data>(cookie: string, query: string, variables: Record<string, unknown>) {
  const result = await graphqlRequest<Data>(app.server, query, variables, cookie);
  expect(result.errors).toEqual([]);
  return result.data!;
}

async function versionOf(world: World, type: string, id: string): Promise<number> {
  const data = await ok<Record<string, { version: number }>>(
    world.admin,
    `query($id: ID!) { get${type}(id: $id) { version } }`,
    { id },
  );
  return data[`get${type}`]!.version;
}

/** Every field of the type a selection can name without arguments: all it can give. */
function allFields(type: string): string {
  const object = schema.getType(type) as GraphQLObjectType;
  return Object.values(object.getFields())
    .filter((field) => field.args.length === 0)
    .filter((field) => {
      const named = getNamedType(field.type);
      return isScalarType(named) || isEnumType(named);
    })
    .map((field) => field.name)
    .join(' ');
}

async function listen(query: string, cookie: string) {
  const subscription = await subscribe(baseUrl, query, cookie);
  open.push(subscription);
  return subscription;
}

/** Lets the subscriptions register before the first change. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function makeWorld(): Promise<World> {
  const db = app.database.db;
  const person = (group: Group, name: string) => createPerson(db, group, name);
  const admin = await person('SuperAdmins', 'Admin');
  const volunteer = await person('Volunteers', 'Reader');
  const clientAccount = await person('Clients', 'Client');
  return {
    admin: await signIn(app.server, admin.email),
    volunteer: { ...volunteer, cookie: await signIn(app.server, volunteer.email) },
    other: await person('Volunteers', 'Other'),
    clientAccount: await signIn(app.server, clientAccount.email),
    facility: (await insertFacility(db)).id,
  };
}

/** The one story, told for record type `type`. */
async function liveUpdatesFollowReads(type: string, spec: LiveCase) {
  const world = await makeWorld();
  const reader = spec.reader === 'admin' ? world.admin : world.volunteer.cookie;
  const { readable, unreadable } = await spec.seed(world);
  const action = spec.action ?? 'UPDATE';
  const fields = allFields(type);
  const field = (verb: Action) =>
    `on${{ CREATE: 'Create', UPDATE: 'Update', DELETE: 'Delete' }[verb]}${type}`;
  const stream = (verb: Action) => `subscription { ${field(verb)} { ${fields} } }`;

  const read = async (id: string) =>
    (
      await ok<Record<string, Record<string, unknown> | null>>(
        reader,
        `query($id: ID!) { get${type}(id: $id) { ${fields} } }`,
        { id },
      )
    )[`get${type}`]!;
  /** One change, by an admin: returns the id of the record the event is about. */
  const change = async (id: string) => {
    if (spec.recordLike) return spec.recordLike(world, id);
    const expectedVersion = await versionOf(world, type, id);
    await ok(
      world.admin,
      `mutation($input: Update${type}Input!) { update${type}(input: $input) { id } }`,
      { input: { id, expectedVersion, ...spec.edit } },
    );
    return id;
  };

  // Someone the type is not for cannot subscribe to it at all.
  const refused = [
    world.clientAccount,
    ...(spec.reader === 'admin' ? [world.volunteer.cookie] : []),
  ];
  for (const cookie of refused) {
    const answer = await (await listen(stream(action), cookie)).next();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }

  const events = await listen(stream(action), reader);
  const changed = await listen(
    `subscription { onRecordChanged(recordTypes: [${type}]) { recordType action id } }`,
    reader,
  );
  const deleted = spec.deletable === false ? null : await listen(stream('DELETE'), reader);
  await settle();
  const announced = (verb: Action, id: string) => ({
    data: { onRecordChanged: { recordType: type, action: verb, id } },
  });

  // A record the reader may not read: skipped. One they may read: what a read gives them.
  if (unreadable) await change(unreadable);
  const first = await change(readable[0]);
  expect(await events.next()).toEqual({ data: { [field(action)]: await read(first) } });
  expect(await changed.next()).toEqual(announced(action, first));

  // Their right goes (the client reassigned away): reads stop giving the record, and so do events.
  let kept = readable[0];
  if (spec.revoke) {
    await spec.revoke(world, readable[0]);
    expect(await read(readable[0])).toBeNull();
    await change(readable[0]);
    const next = await change(readable[1]);
    // The event after the first is that of the record still theirs: the other was skipped.
    expect(await events.next()).toEqual({ data: { [field(action)]: await read(next) } });
    expect(await changed.next()).toEqual(announced(action, next));
    kept = readable[1];
  }

  // A deletion reaches those who could read the record, with what they could read of it.
  if (deleted) {
    const before = await read(kept);
    const remove = (id: string) =>
      ok(world.admin, `mutation($id: ID!) { delete${type}(input: { id: $id }) { id } }`, { id });
    if (unreadable) await remove(unreadable);
    await remove(kept);
    expect(await deleted.next()).toEqual({ data: { [field('DELETE')]: before } });
  }
}

describe('live updates follow the read rule', () => {
  it('covers every record type with a live stream', () => {
    expect(Object.keys(CASES).sort()).toEqual([...registeredChangeStreams().keys()].sort());
  });

  it.each(Object.keys(CASES))('%s', async (type) => {
    await liveUpdatesFollowReads(type, CASES[type]!);
  });
});
