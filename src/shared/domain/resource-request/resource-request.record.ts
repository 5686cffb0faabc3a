/**
 * A resource request (product.md §12), declared once: what the Request button sends, and what the
 * server keeps of it (who asked, its status and dates, set by the service and by approve, deny
 * and fulfil). How to add a field: docs/adding-a-field.md.
 */
import { z } from 'zod';
import { integerField } from '../common/numbers';
import { optionalText, requiredText } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, integer, reference, text, timestamp } from '../../record/field';
import { RESOURCE_REQUEST_STATUSES } from './resource-request.enums';

/** Messages of a resource request (product.md §12). */
const RESOURCE_REQUEST_MESSAGES = {
  resourceId: 'Resource is required',
  quantity: 'Quantity must be at least 1',
} as const;

const keptByServer = { readOnly: true, filter: false } as const;

export const resourceRequestDeclaration = defineRecord({
  typeName: 'ResourceRequest',
  webFeature: 'resource-request',
  pluralName: 'ResourceRequests',
  noun: 'resource request',
  description: 'A request for a resource (product.md §12): approved, denied or fulfilled by admins',
  exposesCreator: false,
  fields: {
    // The resource of a request is fixed: asking for another one is a new request.
    resourceId: reference('resource', requiredText(RESOURCE_REQUEST_MESSAGES.resourceId, 100), {
      label: 'Resource',
      changeable: false,
    }),
    requesterId: reference('account', z.string(), {
      label: 'Requested By',
      description: 'The account that asked',
      readOnly: true,
    }),
    requesterName: text(z.string(), { label: 'Requester Name', readOnly: true }),
    facilityId: reference('facility', optionalText(100), { label: 'Facility' }),
    quantity: integer(
      integerField({
        invalid: RESOURCE_REQUEST_MESSAGES.quantity,
        min: 1,
        minMessage: RESOURCE_REQUEST_MESSAGES.quantity,
      }),
      { label: 'Quantity', default: 1 },
    ),
    status: choice(
      'ResourceRequestStatus',
      RESOURCE_REQUEST_STATUSES,
      z.enum(RESOURCE_REQUEST_STATUSES),
      {
        label: 'Status',
        default: 'PENDING',
        readOnly: true,
      },
    ),
    requestDate: timestamp(z.date(), { label: 'Request Date', defaultNow: true, ...keptByServer }),
    fulfillmentDate: timestamp(z.date(), {
      label: 'Fulfillment Date',
      nullable: true,
      ...keptByServer,
    }),
    notes: text(optionalText(), { label: 'Notes' }),
    fulfilledBy: text(z.string(), {
      label: 'Fulfilled By',
      description: 'Account id of the admin who fulfilled it',
      nullable: true,
      ...keptByServer,
    }),
  },
});
