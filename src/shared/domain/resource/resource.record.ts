/**
 * The resource (product.md §3.6), declared once: its fields with their rules and messages, in the
 * order of the CSV columns. Its form is laid out by hand (ResourceForm: the service fields show
 * for service types) and shows the fields not marked `form: false`; its details panel is declared
 * here, under the title and the status's tag (ResourcesPage). How to add a field:
 * docs/adding-a-field.md.
 */
import { z } from 'zod';
import { optionalInstant } from '../common/dates';
import { flag as yesNo } from '../common/fields';
import { integerField, optionalDecimal, optionalInteger } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { resourceTypeLabel } from './resource.types';
import {
  choice,
  decimal,
  flag,
  integer,
  reference,
  references,
  text,
  timestamp,
} from '../../record/field';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_STATUSES,
  RESOURCE_TYPES,
  type ResourceType,
} from './resource.enums';

/**
 * Reading B's rules with Reading A's messages, and the same style where neither gives one
 * (product.md §11).
 */
export const RESOURCE_MESSAGES = {
  title: 'Title is required',
  type: 'Type is required',
  description: 'Description is required',
  language: 'Language is required',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a whole number',
  quantityNegative: 'Quantity cannot be negative',
  url: 'Please enter a valid URL',
  providerName: 'Provider name is required for service resources',
  contactInfo: 'Contact information is required for service resources',
  facilityId: 'Primary facility is required',
  approvedFacilities: 'Select at least one approved facility',
  reorderThresholdInvalid: 'Reorder threshold must be a whole number',
  reorderThresholdNegative: 'Reorder threshold cannot be negative',
  costPerUnitInvalid: 'Cost per unit must be a number',
  costPerUnitNegative: 'Cost per unit cannot be negative',
  timesDistributedInvalid: 'Times distributed must be a whole number',
  timesDistributedNegative: 'Times distributed cannot be negative',
  status: 'Status is required',
} as const;

// Only web addresses: a 'javascript:' link on a resource card would run in the viewer's session.
const webAddress = optionalText(2000).pipe(
  z.url({ protocol: /^https?$/, error: RESOURCE_MESSAGES.url }).nullable(),
);

const notInForm = { form: false } as const;
const notFiltered = { filter: false } as const;
// The details panel is headed by the title with the status's tag; the rest not shown there are
// kept for the CSV and the import (product.md §3.6).
const notInDetails = { details: false } as const;
// Fulfilling a request changes them; an import or a new record may give them (product.md §4.6).
const distribution = { changeable: false, ...notInForm } as const;

export const resourceDeclaration = defineRecord({
  typeName: 'Resource',
  webFeature: 'resource',
  pluralName: 'Resources',
  csvFileName: 'resources',
  csvImport: {
    name: 'resource',
    plural: 'resources',
    sample: {
      title: 'Quran (English translation)',
      type: 'QURAN',
      description: 'Paperback Quran with English translation',
      language: 'English',
      status: 'AVAILABLE',
      quantity: '40',
      facilityId: 'Riverside State Prison',
      approvedFacilities: 'Riverside State Prison',
    },
    sameRecordWhen: [
      {
        fields: ['title', 'facilityId'],
        inFile: 'Same title and primary facility',
        inDatabase: 'A resource with this title at this primary facility already exists',
      },
    ],
  },
  noun: 'resource',
  description: 'A religious or educational material, or a post-release service (product.md §3.6)',
  fields: {
    title: text(requiredText(RESOURCE_MESSAGES.title), {
      label: 'Title',
      imported: { required: true },
      ...notInDetails,
    }),
    type: choice(
      'ResourceType',
      RESOURCE_TYPES,
      requiredChoice(RESOURCE_TYPES, RESOURCE_MESSAGES.type),
      {
        label: 'Type',
        default: 'OTHER',
        choiceLabel: (value) => resourceTypeLabel(value as ResourceType),
      },
    ),
    category: choice('ResourceCategory', RESOURCE_CATEGORIES, z.enum(RESOURCE_CATEGORIES), {
      label: 'Category',
      description: 'Derived from the type on every save (product.md §4.6)',
      default: 'GENERAL',
      readOnly: true,
    }),
    description: text(requiredText(RESOURCE_MESSAGES.description, 5000), {
      label: 'Description',
      imported: { required: true },
    }),
    language: text(requiredText(RESOURCE_MESSAGES.language, 100), {
      label: 'Language',
      default: 'English',
    }),
    topic: text(optionalText(500), { label: 'Topic' }),
    status: choice(
      'ResourceStatus',
      RESOURCE_STATUSES,
      requiredChoice(RESOURCE_STATUSES, RESOURCE_MESSAGES.status),
      {
        label: 'Status',
        default: 'AVAILABLE',
        ...notInDetails,
        description:
          'Available, Low Stock and Out of Stock follow the quantity and reorder threshold on every save and fulfilment; Pending Approval, Discontinued and Needs Renewal are set by hand and win (product.md §4.6)',
      },
    ),
    // Reading B: "quantity is required with a minimum of 0"; empty stays empty, so it is missing.
    quantity: integer(
      integerField({
        required: RESOURCE_MESSAGES.quantityRequired,
        invalid: RESOURCE_MESSAGES.quantityInvalid,
        min: 0,
        minMessage: RESOURCE_MESSAGES.quantityNegative,
      }),
      { label: 'Quantity', default: 0 },
    ),
    reorderThreshold: integer(
      optionalInteger({
        invalid: RESOURCE_MESSAGES.reorderThresholdInvalid,
        min: 0,
        minMessage: RESOURCE_MESSAGES.reorderThresholdNegative,
      }),
      { label: 'Reorder Threshold' },
    ),
    costPerUnit: decimal(
      optionalDecimal({
        invalid: RESOURCE_MESSAGES.costPerUnitInvalid,
        min: 0,
        minMessage: RESOURCE_MESSAGES.costPerUnitNegative,
      }),
      { label: 'Cost per Unit' },
    ),
    // Missing on save: 0 (resource.service.ts).
    timesDistributed: integer(
      optionalInteger({
        invalid: RESOURCE_MESSAGES.timesDistributedInvalid,
        min: 0,
        minMessage: RESOURCE_MESSAGES.timesDistributedNegative,
      }),
      {
        label: 'Times Distributed',
        nullable: false,
        default: 0,
        inputDescription: 'Missing: 0 (product.md §4.6)',
        ...distribution,
      },
    ),
    // Empty until a request is fulfilled (or an import carries the date of the last one).
    lastDistributedDate: timestamp(optionalInstant(), {
      label: 'Last Distributed',
      inputDescription: 'ISO 8601 with an offset; empty until a distribution (product.md §4.6)',
      ...distribution,
      ...notFiltered,
    }),
    facilityId: reference('facility', optionalText(100), {
      label: 'Primary Facility',
      description: 'Primary facility',
      inputDescription: '',
      imported: {
        label: 'Primary facility',
        synonyms: ['facility', 'facilityname', 'primaryfacility'],
      },
    }),
    facilityApproved: flag(yesNo(false), {
      label: 'Facility Approved',
      default: false,
      ...notInForm,
      ...notInDetails,
    }),
    approvedFacilities: references('facility', textList(), {
      label: 'Approved Facilities',
      description: 'Facility ids',
      inputDescription: '',
    }),
    restrictedFacilities: references('facility', textList(), {
      label: 'Restricted Facilities',
      description: 'Facility ids',
      inputDescription: '',
      ...notInForm,
      ...notInDetails,
    }),
    fileType: text(optionalText(100), {
      label: 'File Type',
      ...notInForm,
      ...notFiltered,
      ...notInDetails,
    }),
    url: text(webAddress, {
      label: 'Web Address',
      imported: { label: 'URL' },
      ...notFiltered,
    }),
    /** Where the items are stored. */
    location: text(optionalText(500), {
      label: 'Location',
      description: 'Where it is stored',
      inputDescription: '',
      details: { label: 'Storage Location' },
      ...notInForm,
      ...notFiltered,
    }),
    providerName: text(optionalText(500), { label: 'Provider Name' }),
    contactInfo: text(optionalText(1000), { label: 'Contact Information', ...notFiltered }),
    serviceArea: text(optionalText(500), { label: 'Service Area' }),
    eligibilityCriteria: text(optionalText(), {
      label: 'Eligibility Criteria',
      details: { label: 'Eligibility' },
      ...notInForm,
      ...notFiltered,
    }),
    applicationProcess: text(optionalText(), {
      label: 'Application Process',
      details: { label: 'How to Apply' },
      ...notInForm,
      ...notFiltered,
    }),
    waitlistTime: text(optionalText(200), { label: 'Wait Time', ...notFiltered }),
  },
  details: [
    { title: 'Resource', fields: ['type', 'category', 'language', 'topic', 'description', 'url'] },
    {
      title: 'Stock and Distribution',
      fields: [
        'quantity',
        'reorderThreshold',
        'costPerUnit',
        'location',
        'timesDistributed',
        'lastDistributedDate',
      ],
    },
    { title: 'Facilities', fields: ['facilityId', 'approvedFacilities'] },
    {
      title: 'Provider',
      fields: [
        'providerName',
        'contactInfo',
        'serviceArea',
        'waitlistTime',
        'eligibilityCriteria',
        'applicationProcess',
      ],
    },
  ],
});
