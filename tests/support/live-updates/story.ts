/**
 * The story live-updates-follow-reads.test.ts tells for every record type with a live stream
 * (decision 090): a change to a record the subscriber may not read is skipped; one they may read
 * arrives with exactly what getX gives them; once their right goes the record's changes stop
 * reaching them; a deletion reaches those who could read it; someone the type is not for cannot
 * subscribe. Each record type gives only its LiveCase (client-record-cases.ts,
 * staff-record-cases.ts).
 */
import { eq } from 'drizzle-orm';
import { getNamedType, isEnumType, isScalarType, type GraphQLObjectType } from 'graphql';
import { expect } from 'vitest';
import { schema } from '../../../src/server/graphql/schema';
import type { clientConsent } from '../../../src/server/db/schema/client-consent';
import type { contactLog } from '../../../src/server/db/schema/contact-log';
import type { reentryCheckIn } from '../../../src/server/db/schema/reentry-check-in';
import type { reentryDocument } from '../../../src/server/db/schema/reentry-document-columns.generated';
import type { reentryStep } from '../../../src/server/db/schema/reentry-step';
import type { Group } from '../../../src/shared/permissions';
import { insertClient } from '../client-factory';
import { graphqlRequest } from '../graphql';
import type { LiveFeeds } from '../live-feeds';
import { createPerson, signIn, type TestPerson } from '../people';
import { insertFacility } from '../resource-factory';
import type { TestApp } from '../test-app';

/** The people of one story: a super admin makes every change; `reader` subscribes. */
export interface World {
  admin: string;
  volunteer: TestPerson & { cookie: string };
  /** Another volunteer: what is theirs, the reader may not read. */
  other: TestPerson;
  /** An account in the Clients group, whom no record type's stream is for. */
  clientAccount: string;
  facility: string;
}

type Action = 'CREATE' | 'UPDATE' | 'DELETE';

export interface LiveCase {
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

/** The story and the helpers record types' cases use, against `app` and its live feeds. */
export function liveUpdateStory(app: TestApp, feeds: LiveFeeds) {
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

  const { listen } = feeds;
  /** Lets the subscriptions register before the first change. */
  const settle = () => feeds.settle(300);

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
  async function tell(type: string, spec: LiveCase) {
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

  return { tell, ok, clientOf, reassign, reassignClientOf };
}

export type LiveUpdateStory = ReturnType<typeof liveUpdateStory>;
