/** Volunteer API: thin resolvers over volunteer.service.ts. */
import { VOLUNTEER_CSV } from '../../../shared/csv/export-columns';
import {
  BACKGROUND_CHECK_STATUSES,
  CLEARANCE_STATUSES,
  VOLUNTEER_GENDERS,
  VOLUNTEER_STATUSES,
} from '../../../shared/domain/volunteer/volunteer.enums';
import type { VolunteerRow } from '../../db/schema/volunteer';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelBooleanInput,
  ModelIDInput,
  ModelIntInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { volunteerService } from './volunteer.service';

const { enumRef: VolunteerGender, input: ModelVolunteerGenderInput } = enumFilterInput(
  'VolunteerGender',
  VOLUNTEER_GENDERS,
);
const { enumRef: VolunteerStatus, input: ModelVolunteerStatusInput } = enumFilterInput(
  'VolunteerStatus',
  VOLUNTEER_STATUSES,
);
const { enumRef: ClearanceStatus, input: ModelClearanceStatusInput } = enumFilterInput(
  'ClearanceStatus',
  CLEARANCE_STATUSES,
);
const { enumRef: BackgroundCheckStatus, input: ModelBackgroundCheckStatusInput } = enumFilterInput(
  'BackgroundCheckStatus',
  BACKGROUND_CHECK_STATUSES,
);

export const Volunteer = builder.objectRef<VolunteerRow>('Volunteer').implement({
  description: 'A volunteer (spec §3.2). The id is the sign-in account id.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'Sign-in e-mail; cannot be changed' }),
    contactNumber: t.exposeString('contactNumber', { nullable: true }),
    gender: t.expose('gender', { type: VolunteerGender }),
    languages: t.exposeStringList('languages'),
    specializations: t.exposeStringList('specializations'),
    availability: t.exposeStringList('availability'),
    credentials: t.exposeStringList('credentials'),
    assignedFacility: t.exposeID('assignedFacility', {
      nullable: true,
      description: 'A facility id',
    }),
    status: t.expose('status', { type: VolunteerStatus }),
    clearanceStatus: t.expose('clearanceStatus', { type: ClearanceStatus, nullable: true }),
    clearanceExpiration: t.exposeString('clearanceExpiration', {
      nullable: true,
      description: 'YYYY-MM-DD',
    }),
    backgroundCheckDate: t.exposeString('backgroundCheckDate', {
      nullable: true,
      description: 'YYYY-MM-DD',
    }),
    backgroundCheckStatus: t.expose('backgroundCheckStatus', {
      type: BackgroundCheckStatus,
      nullable: true,
    }),
    trainingCompleted: t.exposeBoolean('trainingCompleted'),
    trainingCompletionDate: t.exposeString('trainingCompletionDate', {
      nullable: true,
      description: 'YYYY-MM-DD',
    }),
    totalVolunteerHours: t.exposeInt('totalVolunteerHours'),
    lastActivityDate: t.exposeString('lastActivityDate', {
      nullable: true,
      description: 'YYYY-MM-DD',
    }),
    dateJoined: t.exposeString('dateJoined', { description: 'YYYY-MM-DD' }),
    notes: t.exposeString('notes', { nullable: true }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelVolunteerFilterInput = builder.inputType('ModelVolunteerFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    firstName: t.field({ type: ModelStringInput }),
    lastName: t.field({ type: ModelStringInput }),
    email: t.field({ type: ModelStringInput }),
    contactNumber: t.field({ type: ModelStringInput }),
    gender: t.field({ type: ModelVolunteerGenderInput }),
    languages: t.field({ type: ModelStringInput }),
    specializations: t.field({ type: ModelStringInput }),
    availability: t.field({ type: ModelStringInput }),
    credentials: t.field({ type: ModelStringInput }),
    assignedFacility: t.field({ type: ModelIDInput }),
    status: t.field({ type: ModelVolunteerStatusInput }),
    clearanceStatus: t.field({ type: ModelClearanceStatusInput }),
    clearanceExpiration: t.field({ type: ModelStringInput }),
    backgroundCheckDate: t.field({ type: ModelStringInput }),
    backgroundCheckStatus: t.field({ type: ModelBackgroundCheckStatusInput }),
    trainingCompleted: t.field({ type: ModelBooleanInput }),
    trainingCompletionDate: t.field({ type: ModelStringInput }),
    totalVolunteerHours: t.field({ type: ModelIntInput }),
    lastActivityDate: t.field({ type: ModelStringInput }),
    dateJoined: t.field({ type: ModelStringInput }),
    notes: t.field({ type: ModelStringInput }),
  }),
});

// Optional in the schema so that missing values come back with the form's messages.
const CreateVolunteerInput = builder.inputType('CreateVolunteerInput', {
  description:
    'Creates the sign-in account (group Volunteers, no password until invited) and the record.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    contactNumber: t.string(),
    gender: t.field({ type: VolunteerGender }),
    languages: t.stringList(),
    specializations: t.stringList(),
    availability: t.stringList(),
    credentials: t.stringList(),
    assignedFacility: t.id({ description: 'A facility id' }),
    status: t.field({ type: VolunteerStatus }),
    clearanceStatus: t.field({ type: ClearanceStatus }),
    clearanceExpiration: t.string({ description: 'YYYY-MM-DD' }),
    backgroundCheckDate: t.string({ description: 'YYYY-MM-DD' }),
    backgroundCheckStatus: t.field({ type: BackgroundCheckStatus }),
    trainingCompleted: t.boolean(),
    trainingCompletionDate: t.string({ description: 'YYYY-MM-DD' }),
    totalVolunteerHours: t.int(),
    lastActivityDate: t.string({ description: 'YYYY-MM-DD' }),
    dateJoined: t.string({ description: 'YYYY-MM-DD; today when left out' }),
    notes: t.string(),
  }),
});

const UpdateVolunteerInput = builder.inputType('UpdateVolunteerInput', {
  description:
    'Fields left out keep their stored value. The e-mail cannot be changed. A volunteer may send only contactNumber, languages and availability.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    firstName: t.string(),
    lastName: t.string(),
    contactNumber: t.string(),
    gender: t.field({ type: VolunteerGender }),
    languages: t.stringList(),
    specializations: t.stringList(),
    availability: t.stringList(),
    credentials: t.stringList(),
    assignedFacility: t.id({ description: 'A facility id' }),
    status: t.field({ type: VolunteerStatus }),
    clearanceStatus: t.field({ type: ClearanceStatus }),
    clearanceExpiration: t.string({ description: 'YYYY-MM-DD' }),
    backgroundCheckDate: t.string({ description: 'YYYY-MM-DD' }),
    backgroundCheckStatus: t.field({ type: BackgroundCheckStatus }),
    trainingCompleted: t.boolean(),
    trainingCompletionDate: t.string({ description: 'YYYY-MM-DD' }),
    totalVolunteerHours: t.int(),
    lastActivityDate: t.string({ description: 'YYYY-MM-DD' }),
    dateJoined: t.string({ description: 'YYYY-MM-DD' }),
    notes: t.string(),
  }),
});

addCrudFields({
  typeName: 'Volunteer',
  pluralName: 'Volunteers',
  permissionModel: 'volunteer',
  ref: Volunteer,
  service: volunteerService,
  filterInput: ModelVolunteerFilterInput,
  createInput: CreateVolunteerInput,
  updateInput: UpdateVolunteerInput,
  csvExport: VOLUNTEER_CSV,
});
