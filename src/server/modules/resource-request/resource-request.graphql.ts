/** ResourceRequest API: CRUD plus approve, deny and fulfil (product.md §12), over the service. */
import { resourceRequestDeclaration } from '../../../shared/domain/resource-request/resource-request.record';
import type { ResourceRequestRow } from '../../db/schema/resource-request';
import { builder } from '../../graphql/builder';
import { addCrudFields, serviceContext } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { resourceRequestService } from './resource-request.service';

const {
  ref: ResourceRequest,
  filterInput,
  createInput,
  updateInput,
} = recordGraphQL<ResourceRequestRow, typeof resourceRequestDeclaration.fields>(
  resourceRequestDeclaration,
  {
    createNote:
      'The requester is the signed-in person; a new request is PENDING, dated now (product.md §12).',
    updateNote: 'The status changes only through approve, deny and fulfil.',
  },
);

addCrudFields({
  typeName: 'ResourceRequest',
  pluralName: 'ResourceRequests',
  permissionModel: 'resourceRequest',
  ref: ResourceRequest,
  service: resourceRequestService,
  filterInput,
  createInput,
  updateInput,
});

const expectedVersionArg = {
  description: 'If given, the action is refused with CONFLICT when the request has changed since',
};

builder.mutationFields((t) => ({
  approveResourceRequest: t.field({
    type: ResourceRequest,
    description: 'PENDING → APPROVED',
    authScopes: { permission: 'resourceRequest.approve' },
    args: {
      id: t.arg.id({ required: true }),
      notes: t.arg.string({ description: 'Replaces the notes when given' }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (_root, args, context) =>
      resourceRequestService.approve(serviceContext(context), args.id, args),
  }),
  denyResourceRequest: t.field({
    type: ResourceRequest,
    description: 'PENDING or APPROVED → DENIED',
    authScopes: { permission: 'resourceRequest.deny' },
    args: {
      id: t.arg.id({ required: true }),
      notes: t.arg.string({ description: 'Replaces the notes when given (e.g. the reason)' }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (_root, args, context) =>
      resourceRequestService.deny(serviceContext(context), args.id, args),
  }),
  fulfilResourceRequest: t.field({
    type: ResourceRequest,
    description:
      'PENDING or APPROVED → FULFILLED, taking the quantity out of the stock in the same transaction',
    authScopes: { permission: 'resourceRequest.fulfil' },
    args: {
      id: t.arg.id({ required: true }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (_root, args, context) =>
      resourceRequestService.fulfil(serviceContext(context), args.id, args),
  }),
}));
