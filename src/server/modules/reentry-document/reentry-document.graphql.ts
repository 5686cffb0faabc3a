/**
 * ReentryDocument and ReentryDocumentTemplate API (product.md §3.3.9): derived from the
 * declarations (each document's due day too, due-on-field.ts), over their services, and starting
 * a client's papers from the default checklist.
 */
import {
  reentryDocumentDeclaration,
  reentryDocumentTemplateDeclaration,
} from '../../../shared/domain/reentry/reentry-document.record';
import { builder } from '../../graphql/builder';
import { serviceContext } from '../../graphql/crud-fields';
import { declaredApi } from '../../graphql/declared-api';
import {
  reentryDocumentService,
  reentryDocumentTemplateService,
  startDocumentChecklist,
} from './reentry-document.service';

const { ref: ReentryDocument } = declaredApi({
  declaration: reentryDocumentDeclaration,
  service: reentryDocumentService,
  permissionModel: 'reentryDocument',
  createNote: 'Admins only.',
  updateNote:
    'Volunteers (of the client) change only the status, where it is kept, the dates, the name on it and the notes.',
});

builder.mutationFields((t) => ({
  startDocumentChecklist: t.field({
    type: [ReentryDocument],
    description:
      "Lists a client's papers as a copy of the default checklist, each still needed; refused when the client has papers listed",
    authScopes: { permission: 'reentryDocument.startChecklist' },
    args: { clientId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      startDocumentChecklist(serviceContext(context), String(args.clientId)),
  }),
}));

declaredApi({
  declaration: reentryDocumentTemplateDeclaration,
  service: reentryDocumentTemplateService,
  permissionModel: 'reentryDocumentTemplate',
  createNote: "A document of the default checklist; clients' papers already listed don't change.",
});
