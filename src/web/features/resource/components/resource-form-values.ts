import { RESOURCE_DEFAULTS } from '../../../../shared/domain/resource/resource.schema';
import type { Resource } from '../api/resource.api';

/** The fields the resource form shows (spec §2.6); the others keep their stored values. */
export const RESOURCE_FORM_FIELDS = [
  'title',
  'description',
  'type',
  'language',
  'topic',
  'quantity',
  'reorderThreshold',
  'costPerUnit',
  'facilityId',
  'approvedFacilities',
  'status',
  'url',
  'providerName',
  'contactInfo',
  'serviceArea',
  'waitlistTime',
] as const;

type FormField = (typeof RESOURCE_FORM_FIELDS)[number];

/** Numbers are edited as text, so an empty box stays empty (null) rather than 0 (spec §5.4). */
export type ResourceFormState = Record<Exclude<FormField, 'approvedFacilities'>, string> & {
  approvedFacilities: string[];
};

export function emptyResourceForm(): ResourceFormState {
  return {
    title: '',
    description: '',
    type: RESOURCE_DEFAULTS.type,
    language: RESOURCE_DEFAULTS.language,
    topic: '',
    quantity: String(RESOURCE_DEFAULTS.quantity),
    reorderThreshold: '',
    costPerUnit: '',
    facilityId: '',
    approvedFacilities: [],
    status: RESOURCE_DEFAULTS.status,
    url: '',
    providerName: '',
    contactInfo: '',
    serviceArea: '',
    waitlistTime: '',
  };
}

export function resourceToForm(resource: Resource): ResourceFormState {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    title: resource.title,
    description: resource.description,
    type: resource.type,
    language: resource.language,
    topic: text(resource.topic),
    quantity: String(resource.quantity),
    reorderThreshold: text(resource.reorderThreshold),
    costPerUnit: text(resource.costPerUnit),
    facilityId: text(resource.facilityId),
    approvedFacilities: [...resource.approvedFacilities],
    status: resource.status,
    url: text(resource.url),
    providerName: text(resource.providerName),
    contactInfo: text(resource.contactInfo),
    serviceArea: text(resource.serviceArea),
    waitlistTime: text(resource.waitlistTime),
  };
}
