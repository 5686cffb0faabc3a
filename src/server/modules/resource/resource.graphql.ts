/** Resource API: thin resolvers over resource.service.ts. */
import { RESOURCE_CSV } from '../../../shared/csv/export-columns';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_STATUSES,
  RESOURCE_TYPES,
} from '../../../shared/domain/resource/resource.enums';
import type { ResourceRow } from '../../db/schema/resource';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelBooleanInput,
  ModelFloatInput,
  ModelIDInput,
  ModelIntInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { resourceService } from './resource.service';

const { enumRef: ResourceType, input: ModelResourceTypeInput } = enumFilterInput(
  'ResourceType',
  RESOURCE_TYPES,
);
const { enumRef: ResourceCategory, input: ModelResourceCategoryInput } = enumFilterInput(
  'ResourceCategory',
  RESOURCE_CATEGORIES,
);
const { enumRef: ResourceStatus, input: ModelResourceStatusInput } = enumFilterInput(
  'ResourceStatus',
  RESOURCE_STATUSES,
);

export const Resource = builder.objectRef<ResourceRow>('Resource').implement({
  description: 'A religious or educational material, or a post-release service (spec §3.6)',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    type: t.expose('type', { type: ResourceType }),
    category: t.expose('category', {
      type: ResourceCategory,
      description: 'Derived from the type on every save (spec §4.6)',
    }),
    language: t.exposeString('language'),
    topic: t.exposeString('topic', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    fileType: t.exposeString('fileType', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    reorderThreshold: t.exposeInt('reorderThreshold', { nullable: true }),
    costPerUnit: t.exposeFloat('costPerUnit', { nullable: true }),
    facilityId: t.exposeID('facilityId', { nullable: true, description: 'Primary facility' }),
    facilityApproved: t.exposeBoolean('facilityApproved'),
    approvedFacilities: t.exposeStringList('approvedFacilities', { description: 'Facility ids' }),
    restrictedFacilities: t.exposeStringList('restrictedFacilities', {
      description: 'Facility ids',
    }),
    providerName: t.exposeString('providerName', { nullable: true }),
    contactInfo: t.exposeString('contactInfo', { nullable: true }),
    serviceArea: t.exposeString('serviceArea', { nullable: true }),
    eligibilityCriteria: t.exposeString('eligibilityCriteria', { nullable: true }),
    applicationProcess: t.exposeString('applicationProcess', { nullable: true }),
    waitlistTime: t.exposeString('waitlistTime', { nullable: true }),
    location: t.exposeString('location', { nullable: true, description: 'Where it is stored' }),
    timesDistributed: t.exposeInt('timesDistributed'),
    lastDistributedDate: t.expose('lastDistributedDate', { type: 'DateTime', nullable: true }),
    status: t.expose('status', { type: ResourceStatus }),
    createdBy: t.exposeString('createdBy', { nullable: true, description: 'Account id' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true, description: 'Account id' }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelResourceFilterInput = builder.inputType('ModelResourceFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    title: t.field({ type: ModelStringInput }),
    description: t.field({ type: ModelStringInput }),
    type: t.field({ type: ModelResourceTypeInput }),
    category: t.field({ type: ModelResourceCategoryInput }),
    status: t.field({ type: ModelResourceStatusInput }),
    language: t.field({ type: ModelStringInput }),
    topic: t.field({ type: ModelStringInput }),
    quantity: t.field({ type: ModelIntInput }),
    reorderThreshold: t.field({ type: ModelIntInput }),
    costPerUnit: t.field({ type: ModelFloatInput }),
    facilityId: t.field({ type: ModelIDInput }),
    facilityApproved: t.field({ type: ModelBooleanInput }),
    approvedFacilities: t.field({ type: ModelStringInput }),
    restrictedFacilities: t.field({ type: ModelStringInput }),
    providerName: t.field({ type: ModelStringInput }),
    serviceArea: t.field({ type: ModelStringInput }),
    timesDistributed: t.field({ type: ModelIntInput }),
  }),
});

// Optional in the schema so that missing values reach the shared schema and come back as
// VALIDATION_FAILED with the form's messages. The category is never sent: it follows the type.
const CreateResourceInput = builder.inputType('CreateResourceInput', {
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    type: t.field({ type: ResourceType }),
    language: t.string(),
    topic: t.string(),
    url: t.string(),
    fileType: t.string(),
    quantity: t.int(),
    reorderThreshold: t.int(),
    costPerUnit: t.float(),
    facilityId: t.id(),
    facilityApproved: t.boolean(),
    approvedFacilities: t.stringList(),
    restrictedFacilities: t.stringList(),
    providerName: t.string(),
    contactInfo: t.string(),
    serviceArea: t.string(),
    eligibilityCriteria: t.string(),
    applicationProcess: t.string(),
    waitlistTime: t.string(),
    location: t.string(),
    status: t.field({ type: ResourceStatus }),
    timesDistributed: t.int({ description: 'Missing: 0 (spec §4.6)' }),
    lastDistributedDate: t.string({
      description: 'ISO 8601 with an offset; missing: now (spec §4.6)',
    }),
  }),
});

const UpdateResourceInput = builder.inputType('UpdateResourceInput', {
  description:
    'Fields left out keep their stored value. Times distributed and last distributed date are read-only here: fulfilling a request changes them.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    title: t.string(),
    description: t.string(),
    type: t.field({ type: ResourceType }),
    language: t.string(),
    topic: t.string(),
    url: t.string(),
    fileType: t.string(),
    quantity: t.int(),
    reorderThreshold: t.int(),
    costPerUnit: t.float(),
    facilityId: t.id(),
    facilityApproved: t.boolean(),
    approvedFacilities: t.stringList(),
    restrictedFacilities: t.stringList(),
    providerName: t.string(),
    contactInfo: t.string(),
    serviceArea: t.string(),
    eligibilityCriteria: t.string(),
    applicationProcess: t.string(),
    waitlistTime: t.string(),
    location: t.string(),
    status: t.field({ type: ResourceStatus }),
  }),
});

addCrudFields({
  typeName: 'Resource',
  pluralName: 'Resources',
  permissionModel: 'resource',
  ref: Resource,
  service: resourceService,
  filterInput: ModelResourceFilterInput,
  createInput: CreateResourceInput,
  updateInput: UpdateResourceInput,
  csvExport: RESOURCE_CSV,
});
