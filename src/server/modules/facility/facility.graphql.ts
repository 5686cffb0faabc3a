/** Facility API: thin resolvers over facility.service.ts. */
import { FACILITY_CSV } from '../../../shared/csv/export-columns';
import {
  FACILITY_STATUSES,
  FACILITY_TYPES,
  SECURITY_LEVELS,
} from '../../../shared/domain/facility/facility.enums';
import type { FacilityRow } from '../../db/schema/facility';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelFloatInput,
  ModelIDInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { facilityService } from './facility.service';

const { enumRef: FacilityType, input: ModelFacilityTypeInput } = enumFilterInput(
  'FacilityType',
  FACILITY_TYPES,
);
const { enumRef: SecurityLevel, input: ModelSecurityLevelInput } = enumFilterInput(
  'SecurityLevel',
  SECURITY_LEVELS,
);
const { enumRef: FacilityStatus, input: ModelFacilityStatusInput } = enumFilterInput(
  'FacilityStatus',
  FACILITY_STATUSES,
);

export const Facility = builder.objectRef<FacilityRow>('Facility').implement({
  description: 'A correctional facility (spec §3.4)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    type: t.expose('type', { type: FacilityType }),
    securityLevel: t.expose('securityLevel', { type: SecurityLevel }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    region: t.exposeString('region'),
    contactPerson: t.exposeString('contactPerson'),
    contactNumber: t.exposeString('contactNumber'),
    email: t.exposeString('email'),
    status: t.expose('status', { type: FacilityStatus }),
    operatingHours: t.exposeString('operatingHours'),
    notes: t.exposeString('notes', { nullable: true }),
    facilities: t.exposeStringList('facilities'),
    visitationRules: t.exposeString('visitationRules', { nullable: true }),
    itemRestrictions: t.exposeString('itemRestrictions', { nullable: true }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelFacilityFilterInput = builder.inputType('ModelFacilityFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    name: t.field({ type: ModelStringInput }),
    address: t.field({ type: ModelStringInput }),
    region: t.field({ type: ModelStringInput }),
    type: t.field({ type: ModelFacilityTypeInput }),
    securityLevel: t.field({ type: ModelSecurityLevelInput }),
    status: t.field({ type: ModelFacilityStatusInput }),
    contactPerson: t.field({ type: ModelStringInput }),
    email: t.field({ type: ModelStringInput }),
    latitude: t.field({ type: ModelFloatInput }),
    longitude: t.field({ type: ModelFloatInput }),
    facilities: t.field({ type: ModelStringInput }),
  }),
});

// Input fields are optional in the schema so that missing values reach the shared schema and
// come back as VALIDATION_FAILED with the form's messages, not as a GraphQL syntax error.
const CreateFacilityInput = builder.inputType('CreateFacilityInput', {
  fields: (t) => ({
    name: t.string(),
    address: t.string(),
    type: t.field({ type: FacilityType }),
    securityLevel: t.field({ type: SecurityLevel }),
    latitude: t.float(),
    longitude: t.float(),
    region: t.string(),
    contactPerson: t.string(),
    contactNumber: t.string(),
    email: t.string(),
    status: t.field({ type: FacilityStatus }),
    operatingHours: t.string(),
    notes: t.string(),
    facilities: t.stringList(),
    visitationRules: t.string(),
    itemRestrictions: t.string(),
  }),
});

const UpdateFacilityInput = builder.inputType('UpdateFacilityInput', {
  description: 'Fields left out keep their stored value. The e-mail cannot be changed.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    name: t.string(),
    address: t.string(),
    type: t.field({ type: FacilityType }),
    securityLevel: t.field({ type: SecurityLevel }),
    latitude: t.float(),
    longitude: t.float(),
    region: t.string(),
    contactPerson: t.string(),
    contactNumber: t.string(),
    status: t.field({ type: FacilityStatus }),
    operatingHours: t.string(),
    notes: t.string(),
    facilities: t.stringList(),
    visitationRules: t.string(),
    itemRestrictions: t.string(),
  }),
});

addCrudFields({
  typeName: 'Facility',
  pluralName: 'Facilities',
  permissionModel: 'facility',
  ref: Facility,
  service: facilityService,
  filterInput: ModelFacilityFilterInput,
  createInput: CreateFacilityInput,
  updateInput: UpdateFacilityInput,
  csvExport: FACILITY_CSV,
});
