/** Client API (spec model MRIClient): thin resolvers over client.service.ts. */
import { CLIENT_CSV } from '../../../shared/csv/export-columns';
import {
  CLIENT_GENDERS,
  CLIENT_STATUSES,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from '../../../shared/domain/client/client.enums';
import type { ClientRow } from '../../db/schema/client';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelBooleanInput,
  ModelIDInput,
  ModelIntInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { clientService } from './client.service';

const { enumRef: ClientGender, input: ModelClientGenderInput } = enumFilterInput(
  'ClientGender',
  CLIENT_GENDERS,
);
const { enumRef: ReligiousStatus, input: ModelReligiousStatusInput } = enumFilterInput(
  'ReligiousStatus',
  RELIGIOUS_STATUSES,
);
const { enumRef: EmploymentStatus, input: ModelEmploymentStatusInput } = enumFilterInput(
  'EmploymentStatus',
  EMPLOYMENT_STATUSES,
);
const { enumRef: HousingStatus, input: ModelHousingStatusInput } = enumFilterInput(
  'HousingStatus',
  HOUSING_STATUSES,
);
const { enumRef: ClientStatus, input: ModelClientStatusInput } = enumFilterInput(
  'ClientStatus',
  CLIENT_STATUSES,
);

const DATE = { description: 'YYYY-MM-DD' } as const;
const OPTIONAL_DATE = { nullable: true, description: 'YYYY-MM-DD' } as const;

export const Client = builder.objectRef<ClientRow>('Client').implement({
  description: 'A person the programme serves (spec §3.3, model MRIClient)',
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeString('clientId', { description: 'C-00001 style unless typed by hand' }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'With an e-mail the client has a sign-in account (group Clients)',
    }),
    contactNumber: t.exposeString('contactNumber', { nullable: true }),
    preferredName: t.exposeString('preferredName'),
    age: t.exposeInt('age', { nullable: true }),
    gender: t.expose('gender', { type: ClientGender }),
    religiousStatus: t.expose('religiousStatus', { type: ReligiousStatus }),
    language: t.exposeStringList('language'),
    conversionDate: t.exposeString('conversionDate', OPTIONAL_DATE),
    programsAttended: t.exposeStringList('programsAttended'),
    interestAreas: t.exposeStringList('interestAreas'),
    incarcerated: t.exposeBoolean('incarcerated'),
    facilityId: t.exposeID('facilityId', { nullable: true }),
    releaseDate: t.exposeString('releaseDate', OPTIONAL_DATE),
    reentryPlan: t.exposeBoolean('reentryPlan', { nullable: true }),
    currentAddress: t.exposeString('currentAddress', { nullable: true }),
    employmentStatus: t.expose('employmentStatus', { type: EmploymentStatus, nullable: true }),
    housingStatus: t.expose('housingStatus', { type: HousingStatus, nullable: true }),
    communitySupport: t.exposeStringList('communitySupport'),
    firstContactDate: t.exposeString('firstContactDate', DATE),
    lastContactDate: t.exposeString('lastContactDate', OPTIONAL_DATE),
    assignedVolunteerId: t.exposeID('assignedVolunteerId', { nullable: true }),
    followUpDate: t.exposeString('followUpDate', OPTIONAL_DATE),
    notes: t.exposeString('notes', { nullable: true }),
    specialNeeds: t.exposeString('specialNeeds', { nullable: true }),
    accommodations: t.exposeString('accommodations', { nullable: true }),
    consentGiven: t.exposeBoolean('consentGiven'),
    dataUsageConsent: t.exposeBoolean('dataUsageConsent'),
    status: t.expose('status', { type: ClientStatus }),
    createdBy: t.exposeString('createdBy', { nullable: true, description: 'Account id' }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelClientFilterInput = builder.inputType('ModelClientFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    clientId: t.field({ type: ModelStringInput }),
    firstName: t.field({ type: ModelStringInput }),
    lastName: t.field({ type: ModelStringInput }),
    email: t.field({ type: ModelStringInput }),
    contactNumber: t.field({ type: ModelStringInput }),
    preferredName: t.field({ type: ModelStringInput }),
    age: t.field({ type: ModelIntInput }),
    gender: t.field({ type: ModelClientGenderInput }),
    religiousStatus: t.field({ type: ModelReligiousStatusInput }),
    language: t.field({ type: ModelStringInput }),
    conversionDate: t.field({ type: ModelStringInput }),
    programsAttended: t.field({ type: ModelStringInput }),
    interestAreas: t.field({ type: ModelStringInput }),
    incarcerated: t.field({ type: ModelBooleanInput }),
    facilityId: t.field({ type: ModelIDInput }),
    releaseDate: t.field({ type: ModelStringInput }),
    reentryPlan: t.field({ type: ModelBooleanInput }),
    currentAddress: t.field({ type: ModelStringInput }),
    employmentStatus: t.field({ type: ModelEmploymentStatusInput }),
    housingStatus: t.field({ type: ModelHousingStatusInput }),
    communitySupport: t.field({ type: ModelStringInput }),
    firstContactDate: t.field({ type: ModelStringInput }),
    lastContactDate: t.field({ type: ModelStringInput }),
    assignedVolunteerId: t.field({ type: ModelIDInput }),
    followUpDate: t.field({ type: ModelStringInput }),
    consentGiven: t.field({ type: ModelBooleanInput }),
    dataUsageConsent: t.field({ type: ModelBooleanInput }),
    status: t.field({ type: ModelClientStatusInput }),
    createdBy: t.field({ type: ModelIDInput }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** The client's own fields, as create and update take them. */
const clientFields = (t: InputFields) => ({
  clientId: t.string({ description: 'Left empty: generated (C-00001, …)' }),
  firstName: t.string(),
  lastName: t.string(),
  email: t.string({ description: 'Given: a sign-in account; removed: the account goes too' }),
  contactNumber: t.string(),
  preferredName: t.string(),
  age: t.int(),
  gender: t.field({ type: ClientGender }),
  religiousStatus: t.field({ type: ReligiousStatus }),
  language: t.stringList(),
  conversionDate: t.string(DATE),
  programsAttended: t.stringList(),
  interestAreas: t.stringList(),
  incarcerated: t.boolean(),
  facilityId: t.id(),
  releaseDate: t.string(DATE),
  reentryPlan: t.boolean(),
  currentAddress: t.string(),
  employmentStatus: t.field({ type: EmploymentStatus }),
  housingStatus: t.field({ type: HousingStatus }),
  communitySupport: t.stringList(),
  firstContactDate: t.string({ description: 'YYYY-MM-DD; today when left out on create' }),
  lastContactDate: t.string(DATE),
  assignedVolunteerId: t.id({
    description: "A volunteer's id; volunteers may assign only themselves (their default)",
  }),
  followUpDate: t.string(DATE),
  notes: t.string(),
  specialNeeds: t.string(),
  accommodations: t.string(),
  consentGiven: t.boolean(),
  dataUsageConsent: t.boolean(),
  status: t.field({ type: ClientStatus }),
});

const WHERE_THEY_LIVE =
  'Fields that do not apply to where the client lives (incarcerated or in the community) are cleared.';

// Optional in the schema so that missing values come back with the form's messages.
const CreateClientInput = builder.inputType('CreateClientInput', {
  description: WHERE_THEY_LIVE,
  fields: (t) => clientFields(t),
});

const UpdateClientInput = builder.inputType('UpdateClientInput', {
  description: `Fields left out keep their stored value. ${WHERE_THEY_LIVE}`,
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    ...clientFields(t),
  }),
});

addCrudFields({
  typeName: 'Client',
  pluralName: 'Clients',
  permissionModel: 'client',
  ref: Client,
  service: clientService,
  filterInput: ModelClientFilterInput,
  createInput: CreateClientInput,
  updateInput: UpdateClientInput,
  csvExport: CLIENT_CSV,
});
