// @module-tag postgres
/**
 * Who may do what with a client's papers (product.md §3.3.9), through the real API with real
 * sessions, as with their plan's steps: admins everything, including the default checklist; the
 * client's assigned volunteer reads and works that client's papers; other volunteers see none of
 * them; only admins add, remove, export or start papers, and only admins see the checklist.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { reentryDocument, reentryDocumentTemplate } from '../../db/schema/reentry-document';
import { insertClient } from '../../../../tests/support/client-factory';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  NULL,
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  listedIds,
  recordVersion,
  rowCaller,
  type MatrixOperation,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

let assigned: Caller;
let clientId: string;
let listlessClientId: string;
let documentId: string;
let templateDocumentId: string;

// Two record types: the papers' operations act on the client's document (the matrix's subject),
// the checklist's on a document of the default checklist.
const TEMPLATE = crudOperations('ReentryDocumentTemplate', {
  create: () => ({ document: 'PROOF_OF_ADDRESS', offsetDays: 14 }),
  update: { offsetDays: -45 },
});

const OPERATIONS = {
  ...crudOperations('ReentryDocument', {
    create: () => ({ clientId, document: 'BIRTH_CERTIFICATE', offsetDays: -30 }),
    update: { status: 'REQUESTED' },
  }),
  export: () => ['query { exportReentryDocuments { fileName } }', {}],
  startChecklist: () => [
    'mutation($clientId: ID!) { startDocumentChecklist(clientId: $clientId) { id } }',
    { clientId: listlessClientId },
  ],
  listTemplate: TEMPLATE.list,
  createTemplate: TEMPLATE.create,
  updateTemplate: (_id, row) => TEMPLATE.update(templateDocumentId, row),
  deleteTemplate: (_id, row) => TEMPLATE.delete(templateDocumentId, row),
} satisfies Record<string, MatrixOperation>;

const all = (code: string) => everyOperation(code, OPERATIONS);

const ADMINS_ONLY = {
  create: 'FORBIDDEN',
  delete: 'FORBIDDEN',
  export: 'FORBIDDEN',
  startChecklist: 'FORBIDDEN',
  listTemplate: 'FORBIDDEN',
  createTemplate: 'FORBIDDEN',
  updateTemplate: 'FORBIDDEN',
  deleteTemplate: 'FORBIDDEN',
};

const EXPECTED = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  volunteerAssigned: { ...all(ALLOWED), ...ADMINS_ONLY },
  // The client is not theirs: the document is not there for them.
  volunteerOther: { ...all(ALLOWED), ...ADMINS_ONLY, get: NULL, update: 'NOT_FOUND' },
  Admins: all(ALLOWED),
  SuperAdmins: all(ALLOWED),
};

beforeEach(async () => {
  const db = app.database.db;
  assigned = await callerAs(app.server, db, 'Volunteers');
  const volunteerId = assigned.person!.id;
  clientId = (
    await insertClient(db, { assignedVolunteerId: volunteerId, releaseDate: '2027-03-20' })
  ).id;
  listlessClientId = (
    await insertClient(db, { assignedVolunteerId: volunteerId, releaseDate: '2027-04-20' })
  ).id;
  const [document] = await db
    .insert(reentryDocument)
    .values({ clientId, document: 'STATE_ID', offsetDays: -60 })
    .returning();
  documentId = document!.id;
  const [templateDocument] = await db
    .insert(reentryDocumentTemplate)
    .values({ document: 'OTHER', offsetDays: 7 })
    .returning();
  templateDocumentId = templateDocument!.id;
});

describeAccessMatrix({
  operations: OPERATIONS,
  expected: EXPECTED,
  callerFor: (label) => rowCaller(app, label, { volunteerAssigned: assigned }),
  subjectId: () => documentId,
  alsoCheck: async ({ expected }) => {
    if (expected === ALLOWED) return;
    // Refused: nothing changed.
    const db = app.database.db;
    expect(await recordVersion(db, reentryDocument, documentId)).toBe(1);
    expect(await recordVersion(db, reentryDocumentTemplate, templateDocumentId)).toBe(1);
    expect(await db.select().from(reentryDocument)).toHaveLength(1);
  },
});

describe('lists hold only what the subject may read', () => {
  it("admins see every client's papers; a volunteer only their clients'", async () => {
    const db = app.database.db;
    const stranger = await callerAs(app.server, db, 'Volunteers');
    const strangersClient = await insertClient(db, { assignedVolunteerId: stranger.person!.id });
    const [theirs] = await db
      .insert(reentryDocument)
      .values({ clientId: strangersClient.id, document: 'BIRTH_CERTIFICATE' })
      .returning();
    const ids = (caller: Caller) => listedIds(caller, 'listReentryDocuments');
    for (const group of ['Admins', 'SuperAdmins'] as const) {
      expect(await ids(await callerAs(app.server, db, group))).toEqual(
        [documentId, theirs!.id].sort(),
      );
    }
    expect(await ids(assigned)).toEqual([documentId]);
    expect(await ids(stranger)).toEqual([theirs!.id]);
  });
});
