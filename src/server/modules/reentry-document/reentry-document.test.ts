// @module-tag postgres
/**
 * A client's papers through the real API (product.md §3.3.9): starting a plan lists them from the
 * default checklist, each due relative to the release; an admin can list them for a client whose
 * plan came first; the client's volunteer records where each stands, and the day follows the
 * status; the exported list names the client and the words; a deleted client takes them along.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { DEFAULT_DOCUMENT_CHECKLIST } from '../../../../tests/support/default-checklist';
import { auditEntry } from '../../db/schema/audit';
import { reentryDocument } from '../../db/schema/reentry-document-columns.generated';
import { insertClient } from '../../../../tests/support/client-factory';
import { csvObjects } from '../../../../tests/support/csv';
import { runImport } from '../../../../tests/support/import';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);

const LIST = `query($clientId: ID!) {
  listReentryDocuments(filter: { clientId: { eq: $clientId } }, limit: 100) {
    items { id document status offsetDays dueOn keptAt requestedOn receivedOn notes version }
  }
}`;
const UPDATE =
  'mutation($input: UpdateReentryDocumentInput!) { updateReentryDocument(input: $input) { id status requestedOn receivedOn version } }';
const START_PLAN = 'mutation($clientId: ID!) { startReentryPlan(clientId: $clientId) { id } }';
const START_CHECKLIST =
  'mutation($clientId: ID!) { startDocumentChecklist(clientId: $clientId) { id document } }';

interface Paper {
  id: string;
  document: string;
  status: string;
  offsetDays: number | null;
  dueOn: string | null;
  keptAt: string | null;
  requestedOn: string | null;
  receivedOn: string | null;
  version: number;
}

// The default checklist migration 0037 gives a new installation.
const DEFAULT_CHECKLIST = DEFAULT_DOCUMENT_CHECKLIST.map(({ document, offsetDays }) => [
  document,
  offsetDays,
]);
const RELEASE = '2027-03-20';

let clientId: string;
let clientNumber: string;

beforeEach(async () => {
  const db = app.database.db;
  const person = await insertClient(db, {
    assignedVolunteerId: volunteer.person!.id,
    releaseDate: RELEASE,
    reentryPlan: null,
  });
  clientId = person.id;
  clientNumber = person.clientId;
});

const papersOf = async (caller: Caller) =>
  (await caller.run<{ listReentryDocuments: { items: Paper[] } }>(LIST, { clientId })).data!
    .listReentryDocuments.items;

async function ok<T>(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await caller.run<T>(query, variables);
  expect(result.errors).toEqual([]);
  return result.data!;
}

describe("a client's papers", () => {
  it('are listed from the default checklist when the plan starts, due relative to the release', async () => {
    await ok(admin, START_PLAN, { clientId });
    const papers = await papersOf(admin);
    expect(papers.map((paper) => [paper.document, paper.offsetDays]).sort()).toEqual(
      [...DEFAULT_CHECKLIST].sort(),
    );
    for (const paper of papers) {
      expect(paper.status).toBe('NEEDED');
      expect(paper.dueOn).toBe(addDays(RELEASE, paper.offsetDays!));
    }
  });

  it('can be listed for a client whose plan came before the checklist, once', async () => {
    await app.database.db.delete(reentryDocument);
    const started = await ok<{ startDocumentChecklist: { id: string }[] }>(admin, START_CHECKLIST, {
      clientId,
    });
    expect(started.startDocumentChecklist).toHaveLength(DEFAULT_CHECKLIST.length);
    const again = await admin.run(START_CHECKLIST, { clientId });
    expect(again.errors[0]?.message).toBe('This client already has a list of papers');
    expect(await papersOf(admin)).toHaveLength(DEFAULT_CHECKLIST.length);
  });

  it("are worked by the client's volunteer, the day following the status", async () => {
    await ok(admin, START_CHECKLIST, { clientId });
    const stateId = (await papersOf(volunteer)).find((paper) => paper.document === 'STATE_ID')!;
    const today = todayIn(app.config.orgTimeZone);
    const requested = await ok<{ updateReentryDocument: Paper }>(volunteer, UPDATE, {
      input: { id: stateId.id, expectedVersion: stateId.version, status: 'REQUESTED' },
    });
    expect(requested.updateReentryDocument).toMatchObject({ requestedOn: today, receivedOn: null });
    const inHand = await ok<{ updateReentryDocument: Paper }>(volunteer, UPDATE, {
      input: {
        id: stateId.id,
        expectedVersion: requested.updateReentryDocument.version,
        status: 'IN_HAND',
        keptAt: 'PROGRAMME_COPY',
      },
    });
    expect(inHand.updateReentryDocument).toMatchObject({ requestedOn: today, receivedOn: today });
    // Which document it is, and when it is due, stay the admins' to change.
    const refused = await volunteer.run(UPDATE, {
      input: {
        id: stateId.id,
        expectedVersion: inHand.updateReentryDocument.version,
        document: 'OTHER',
      },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors[0]?.message).toBe(
      "Volunteers can change only a document's status, where it is kept, its dates and notes",
    );
  });

  it('are refused for an anonymised client', async () => {
    const gone = await insertClient(app.database.db, { anonymisedOn: '2026-11-01' });
    const result = await admin.run(
      'mutation($input: CreateReentryDocumentInput!) { createReentryDocument(input: $input) { id } }',
      { input: { clientId: gone.id, document: 'STATE_ID' } },
    );
    expect(result.errors).not.toEqual([]);
    expect(await app.database.db.select().from(reentryDocument)).toEqual([]);
  });

  it('are exported with the client and the words people read', async () => {
    await ok(admin, START_CHECKLIST, { clientId });
    const exported = await ok<{ exportReentryDocuments: { csv: string; rowCount: number } }>(
      admin,
      'query($filter: ModelReentryDocumentFilterInput) { exportReentryDocuments(filter: $filter) { csv rowCount } }',
      { filter: { document: { eq: 'RELEASE_PAPERS' } } },
    );
    expect(exported.exportReentryDocuments.rowCount).toBe(1);
    expect(csvObjects(exported.exportReentryDocuments.csv)[0]).toMatchObject({
      Client: clientNumber,
      Document: 'Release or discharge papers',
      Status: 'Needed',
      'Days from release': '0',
    });
  });

  it('go with a deleted client, each deletion audited', async () => {
    await ok(admin, START_CHECKLIST, { clientId });
    const papers = await papersOf(admin);
    await ok(admin, 'mutation($input: DeleteClientInput!) { deleteClient(input: $input) { id } }', {
      input: { id: clientId },
    });
    const db = app.database.db;
    expect(
      await db.select().from(reentryDocument).where(eq(reentryDocument.clientId, clientId)),
    ).toEqual([]);
    const deletions = await db
      .select({ recordId: auditEntry.recordId })
      .from(auditEntry)
      .where(eq(auditEntry.action, 'DELETE'));
    for (const paper of papers) expect(deletions).toContainEqual({ recordId: paper.id });
  });

  it('keep, once the client is anonymised, which documents were in hand, and nothing that names them', async () => {
    const [paper] = await app.database.db
      .insert(reentryDocument)
      .values({
        clientId,
        document: 'BIRTH_CERTIFICATE',
        status: 'IN_HAND',
        keptAt: 'WITH_CLIENT',
        requestedOn: '2026-10-14',
        receivedOn: '2026-11-23',
        nameOnDocument: 'Yusuf Quillfeather',
        notes: 'Mailed to his sister in Tulsa',
      })
      .returning();
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    await ok(
      superAdmin,
      'mutation($i: AnonymiseClientInput!) { anonymiseClient(input: $i) { id } }',
      {
        i: { id: clientId, reason: 'Asked to be forgotten' },
      },
    );
    const [kept] = await app.database.db
      .select()
      .from(reentryDocument)
      .where(eq(reentryDocument.id, paper!.id));
    expect(kept).toMatchObject({
      document: 'BIRTH_CERTIFICATE',
      status: 'IN_HAND',
      keptAt: 'WITH_CLIENT',
      requestedOn: '2026-10-01',
      receivedOn: '2026-11-01',
      nameOnDocument: null,
      notes: null,
    });
  });

  it('come back from their exported file, each client found by their client ID', async () => {
    await ok(admin, START_CHECKLIST, { clientId });
    const exported = await ok<{ exportReentryDocuments: { csv: string } }>(
      admin,
      'query { exportReentryDocuments { csv } }',
      {},
    );
    // The same file into a programme where the client is listed under the same ID, without papers.
    await app.database.db.delete(reentryDocument);
    const imported = await runImport(admin, 'document', exported.exportReentryDocuments.csv);
    expect(imported.errors).toEqual([]);
    expect(imported.data!.importRecords).toMatchObject({
      imported: DEFAULT_CHECKLIST.length,
      problems: [],
    });
    expect(
      (await papersOf(admin)).map((paper) => [paper.document, paper.offsetDays]).sort(),
    ).toEqual([...DEFAULT_CHECKLIST].sort());

    // Again: every row is now a document the client has; and a client ID no one has is named.
    const again = await runImport(admin, 'document', exported.exportReentryDocuments.csv, {
      dryRun: true,
    });
    expect(again.data!.importRecords.problems[0]!.duplicates).toEqual([
      'This client already has this document listed',
    ]);
    const unknown = await runImport(
      admin,
      'document',
      'Client,Document,Status\nC-99999,State ID,Needed\n',
      { dryRun: true },
    );
    expect(unknown.data!.importRecords.problems[0]!.errors).toEqual([
      { field: 'clientId', column: 'Client', message: 'Client not found' },
    ]);
  });
});
