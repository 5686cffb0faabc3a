// @module-tag postgres
/**
 * Who may do what with a client's papers (product.md §3.3.9), through the real API with real
 * sessions, by the rules of a client's plan (tests/support/plan-record-access.ts): the client's
 * assigned volunteer reads and works that client's papers; only admins add, remove, export or
 * start papers, and only admins see the default checklist.
 */
import { reentryDocument } from '../../db/schema/reentry-document-columns.generated';
import { reentryDocumentTemplate } from '../../db/schema/reentry-document-template-columns.generated';
import { describePlanRecordAccess } from '../../../../tests/support/plan-record-access';
import { useTestApp } from '../../../../tests/support/test-app';

describePlanRecordAccess({
  app: useTestApp(),
  typeName: 'ReentryDocument',
  templateTypeName: 'ReentryDocumentTemplate',
  table: reentryDocument,
  templateTable: reentryDocumentTemplate,
  insert: async (db, clientId) => {
    const [paper] = await db
      .insert(reentryDocument)
      .values({ clientId, document: 'STATE_ID', offsetDays: -60 })
      .returning();
    return paper!.id;
  },
  insertTemplate: async (db) => {
    const [row] = await db
      .insert(reentryDocumentTemplate)
      .values({ document: 'OTHER', offsetDays: 7 })
      .returning();
    return row!.id;
  },
  create: (clientId) => ({ clientId, document: 'BIRTH_CERTIFICATE', offsetDays: -30 }),
  update: { status: 'REQUESTED' },
  templateCreate: { document: 'PROOF_OF_ADDRESS', offsetDays: 14 },
  templateUpdate: { offsetDays: -45 },
  adminOperations: (clientWithout) => ({
    export: () => ['query { exportReentryDocuments { fileName } }', {}],
    startChecklist: () => [
      'mutation($clientId: ID!) { startDocumentChecklist(clientId: $clientId) { id } }',
      { clientId: clientWithout() },
    ],
  }),
});
