/** ResourceRequest API: CRUD plus approve, deny and fulfil (decisions §3), over the service. */
import { RESOURCE_REQUEST_STATUSES } from '../../../shared/domain/resource-request/resource-request.enums';
import type { ResourceRequestRow } from '../../db/schema/resource-request';
import { builder } from '../../graphql/builder';
import { addCrudFields, serviceContext } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelIDInput,
  ModelIntInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { resourceRequestService } from './resource-request.service';

const { enumRef: ResourceRequestStatus, input: ModelResourceRequestStatusInput } = enumFilterInput(
  'ResourceRequestStatus',
  RESOURCE_REQUEST_STATUSES,
);

export const ResourceRequest = builder.objectRef<ResourceRequestRow>('ResourceRequest').implement({
  description: 'A request for a resource (decisions §3): approved, denied or fulfilled by admins',
  fields: (t) => ({
    id: t.exposeID('id'),
    resourceId: t.exposeID('resourceId'),
    requesterId: t.exposeID('requesterId', { description: 'The account that asked' }),
    requesterName: t.exposeString('requesterName'),
    facilityId: t.exposeID('facilityId', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    status: t.expose('status', { type: ResourceRequestStatus }),
    requestDate: t.expose('requestDate', { type: 'DateTime' }),
    fulfillmentDate: t.expose('fulfillmentDate', { type: 'DateTime', nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    fulfilledBy: t.exposeString('fulfilledBy', {
      nullable: true,
      description: 'Account id of the admin who fulfilled it',
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelResourceRequestFilterInput = builder.inputType('ModelResourceRequestFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    resourceId: t.field({ type: ModelIDInput }),
    requesterId: t.field({ type: ModelIDInput }),
    requesterName: t.field({ type: ModelStringInput }),
    facilityId: t.field({ type: ModelIDInput }),
    status: t.field({ type: ModelResourceRequestStatusInput }),
    quantity: t.field({ type: ModelIntInput }),
    notes: t.field({ type: ModelStringInput }),
  }),
});

const CreateResourceRequestInput = builder.inputType('CreateResourceRequestInput', {
  description:
    'The requester is the signed-in person; a new request is PENDING, dated now (decisions §3).',
  fields: (t) => ({
    resourceId: t.id(),
    facilityId: t.id(),
    quantity: t.int(),
    notes: t.string(),
  }),
});

const UpdateResourceRequestInput = builder.inputType('UpdateResourceRequestInput', {
  description:
    'Fields left out keep their stored value. The status changes only through approve, deny and fulfil.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    facilityId: t.id(),
    quantity: t.int(),
    notes: t.string(),
  }),
});

addCrudFields({
  typeName: 'ResourceRequest',
  pluralName: 'ResourceRequests',
  permissionModel: 'resourceRequest',
  ref: ResourceRequest,
  service: resourceRequestService,
  filterInput: ModelResourceRequestFilterInput,
  createInput: CreateResourceRequestInput,
  updateInput: UpdateResourceRequestInput,
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
