/**
 * Who may do what with contact logs (product.md §12–§13), through the real API with real sessions:
 * admins everything; volunteers log contacts with their assigned clients in their own name,
 * read their own logs and those of their assigned clients, update their own; admins delete.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { contactLog } from '../../db/schema/contact-log';
import { insertClient } from '../../../../tests/support/client-factory';
import { contactLogInput, insertContactLog } from '../../../../tests/support/contact-log-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED, NULL } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();
const [author, assigned] = signedInForEachTest(app, ['Volunteers', 'Volunteers']);

const CREATE =
  'mutation($input: CreateContactLogInput!) { createContactLog(input: $input) { id volunteerId } }';
const UPDATE =
  'mutation($input: UpdateContactLogInput!) { updateContactLog(input: $input) { id } }';

let clientId: string;
let logId: string;
let unrelatedLogId: string;

beforeEach(async () => {
  const db = app.database.db;
  clientId = (await insertClient(db, { assignedVolunteerId: assigned.person!.id })).id;
  logId = (await insertContactLog(db, { clientId, volunteerId: author.person!.id })).id;
  const stranger = await createPerson(db, 'Volunteers', 'Stranger');
  const strangersClient = await insertClient(db, { assignedVolunteerId: stranger.id });
  unrelatedLogId = (
    await insertContactLog(db, { clientId: strangersClient.id, volunteerId: stranger.id })
  ).id;
});

const versionOf = describeRecordAccess({
  app,
  type: 'ContactLog',
  table: contactLog,
  input: { create: () => contactLogInput(clientId), update: { notes: 'changed' } },
  rows: (all) => ({
    // Wrote the log; the client has since been assigned to someone else.
    volunteerAuthor: { ...all(ALLOWED), create: 'NOT_FOUND', delete: 'FORBIDDEN' },
    volunteerAssigned: { ...all(ALLOWED), update: 'FORBIDDEN', delete: 'FORBIDDEN' },
    volunteerOther: {
      ...all(ALLOWED),
      get: NULL,
      create: 'NOT_FOUND',
      update: 'NOT_FOUND',
      delete: 'FORBIDDEN',
    },
  }),
  named: () => ({ volunteerAuthor: author, volunteerAssigned: assigned }),
  subjectId: () => logId,
  lists: {
    title: "admins see every log; a volunteer their own and their clients' logs",
    everyone: () => [logId, unrelatedLogId],
    seen: () => [
      [author, [logId]],
      [assigned, [logId]],
    ],
    strangerSeesNone: true,
  },
});

describe('a volunteer logging contacts', () => {
  it('logs in their own name, and may not name anyone else (FORBIDDEN)', async () => {
    const own = await assigned.run<{ createContactLog: { volunteerId: string } }>(CREATE, {
      input: contactLogInput(clientId),
    });
    expect(own.data!.createContactLog.volunteerId).toBe(assigned.person!.id);
    const forged = await assigned.run(CREATE, {
      input: contactLogInput(clientId, { volunteerId: author.person!.id }),
    });
    expect(errorCode(forged)).toBe('FORBIDDEN');
    expect(forged.errors[0]!.message).toBe('Volunteers can log contacts only in their own name.');
    const moved = await author.run(UPDATE, {
      input: { id: logId, expectedVersion: 1, volunteerId: assigned.person!.id },
    });
    expect(errorCode(moved)).toBe('FORBIDDEN');
    expect(await versionOf(logId)).toBe(1);
  });

  it('may not log a client they created but that is assigned to someone else (FORBIDDEN)', async () => {
    const theirs = await insertClient(app.database.db, {
      createdBy: author.person!.id,
      assignedVolunteerId: assigned.person!.id,
    });
    const result = await author.run(CREATE, { input: contactLogInput(theirs.id) });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors[0]!.message).toBe(
      'You can log contacts only with clients assigned to you.',
    );
    expect(await app.database.db.select().from(contactLog)).toHaveLength(2);
  });
});
