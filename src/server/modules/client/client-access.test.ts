/**
 * Who may do what with clients (product.md §13), through the real API with real sessions: admins
 * everything; volunteers create clients and read and update those assigned to them or created
 * by them; only admins delete; a client someone may not read is NOT_FOUND.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../db/schema/client';
import { clientInput, insertClient } from '../../../../tests/support/client-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED, NULL } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();
const [assigned, creator] = signedInForEachTest(app, ['Volunteers', 'Volunteers']);

let targetId: string;
let unrelatedId: string;

beforeEach(async () => {
  const db = app.database.db;
  const target = await insertClient(db, {
    assignedVolunteerId: assigned.person!.id,
    createdBy: creator.person!.id,
  });
  targetId = target.id;
  const stranger = await createPerson(db, 'Volunteers', 'Stranger');
  unrelatedId = (await insertClient(db, { assignedVolunteerId: stranger.id })).id;
});

const versionOf = describeRecordAccess({
  app,
  type: 'Client',
  table: client,
  input: { create: () => clientInput(), update: { notes: 'changed' } },
  rows: (all) => ({
    volunteerAssigned: { ...all(ALLOWED), delete: 'FORBIDDEN' },
    volunteerCreator: { ...all(ALLOWED), delete: 'FORBIDDEN' },
    volunteerOther: { ...all(ALLOWED), get: NULL, update: 'NOT_FOUND', delete: 'FORBIDDEN' },
  }),
  named: () => ({ volunteerAssigned: assigned, volunteerCreator: creator }),
  subjectId: () => targetId,
  lists: {
    title: 'admins see every client; a volunteer those assigned to or created by them',
    everyone: () => [targetId, unrelatedId],
    seen: () => [
      [assigned, [targetId]],
      [creator, [targetId]],
    ],
    strangerSeesNone: true,
  },
});

describe('volunteers and assignment', () => {
  const CREATE = `mutation($input: CreateClientInput!) {
    createClient(input: $input) { id assignedVolunteerId createdBy } }`;
  const UPDATE =
    'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id assignedVolunteerId } }';

  it("a volunteer's new client is assigned to them, and theirs to read", async () => {
    const result = await assigned.run<{ createClient: Record<string, string> }>(CREATE, {
      input: clientInput(),
    });
    expect(result.data!.createClient).toMatchObject({
      assignedVolunteerId: assigned.person!.id,
      createdBy: assigned.person!.id,
    });
  });

  it('a volunteer may not assign a client to someone else (FORBIDDEN)', async () => {
    const other = creator.person!.id;
    const create = await assigned.run(CREATE, {
      input: clientInput({ assignedVolunteerId: other }),
    });
    expect(errorCode(create)).toBe('FORBIDDEN');
    expect(create.errors[0]!.message).toBe('Volunteers can assign clients only to themselves.');
    for (const assignedVolunteerId of [other, null]) {
      const update = await assigned.run(UPDATE, {
        input: { id: targetId, expectedVersion: 1, assignedVolunteerId },
      });
      expect(errorCode(update)).toBe('FORBIDDEN');
    }
    expect(await versionOf(targetId)).toBe(1);
  });

  it('the volunteer who created a client may take it on themselves', async () => {
    const result = await creator.run<{ updateClient: { assignedVolunteerId: string } }>(UPDATE, {
      input: { id: targetId, expectedVersion: 1, assignedVolunteerId: creator.person!.id },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateClient.assignedVolunteerId).toBe(creator.person!.id);
  });
});
