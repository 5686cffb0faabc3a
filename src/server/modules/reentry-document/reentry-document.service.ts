/**
 * Clients' papers (product.md §3.3.9), kept by the rules of a client's plan
 * (reentry-plan/plan-record-service.ts): a volunteer of the client records where a document
 * stands, where it is kept, its dates and notes. A client's papers start as a copy of the
 * programme's default checklist, which admins keep.
 */
import { reentryDocumentDeclaration } from '../../../shared/domain/reentry/reentry-document.record';
import type { ServiceContext } from '../../db/record-service';
import type { RecordType } from '../../db/records';
import {
  reentryDocument,
  reentryDocumentTemplate,
  type ReentryDocumentRow,
} from '../../db/schema/reentry-document';
import { todayFor } from '../people/person-writes';
import {
  createDefaultListService,
  createPlanRecordService,
  startFromTemplate,
} from '../reentry-plan/plan-record-service';
import { reentryDocumentTemplateDeclaration } from '../../../shared/domain/reentry/reentry-document.record';

const REENTRY_DOCUMENT_MESSAGES = {
  checklistExists: 'This client already has a list of papers',
  emptyTemplate: 'The default checklist has no documents: add some on the Reentry page first',
} as const;

const reentryDocumentRecord: RecordType<typeof reentryDocument> = {
  name: 'ReentryDocument',
  table: reentryDocument,
  sortColumn: reentryDocument.createdAt,
};

/** The day asked for or received, when the status first says so and no day is given. */
function withStatusDays(ctx: ServiceContext, values: Record<string, unknown>) {
  const today = todayFor(ctx);
  const { status } = values;
  return {
    ...values,
    requestedOn: values.requestedOn ?? (status === 'REQUESTED' ? today : null),
    receivedOn: values.receivedOn ?? (status === 'IN_HAND' ? today : null),
  };
}

export const reentryDocumentService = createPlanRecordService({
  record: reentryDocumentRecord,
  declaration: reentryDocumentDeclaration,
  complete: (values, _client, _before, ctx) => withStatusDays(ctx, values),
});

export const reentryDocumentTemplateService = createDefaultListService({
  record: {
    name: 'ReentryDocumentTemplate',
    table: reentryDocumentTemplate,
    sortColumn: reentryDocumentTemplate.createdAt,
  },
  declaration: reentryDocumentTemplateDeclaration,
});

/**
 * Adds a client's papers from the default checklist, each still needed. `unlessStarted`: adds
 * nothing, without refusing, when the client has papers listed or the checklist is empty (a plan
 * started while the checklist is).
 */
export function startDocumentChecklist(
  ctx: ServiceContext,
  clientId: string,
  { unlessStarted = false } = {},
): Promise<ReentryDocumentRow[]> {
  return startFromTemplate(ctx, clientId, {
    record: reentryDocumentRecord,
    template: reentryDocumentTemplate,
    templateOrder: reentryDocumentTemplate.offsetDays,
    fromTemplate: (row) => ({
      document: row.document,
      offsetDays: row.offsetDays,
      status: 'NEEDED',
    }),
    messages: unlessStarted
      ? undefined
      : {
          exists: REENTRY_DOCUMENT_MESSAGES.checklistExists,
          emptyTemplate: REENTRY_DOCUMENT_MESSAGES.emptyTemplate,
        },
  });
}
