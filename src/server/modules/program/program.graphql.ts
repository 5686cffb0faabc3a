/** Program API: thin resolvers over program.service.ts. */
import { PROGRAM_CSV } from '../../../shared/csv/export-columns';
import {
  APPROVAL_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
} from '../../../shared/domain/program/program.enums';
import type { ProgramRow } from '../../db/schema/program';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelBooleanInput,
  ModelIDInput,
  ModelIntInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { programService } from './program.service';

const { enumRef: ProgramType, input: ModelProgramTypeInput } = enumFilterInput(
  'ProgramType',
  PROGRAM_TYPES,
);
const { enumRef: ProgramStatus, input: ModelProgramStatusInput } = enumFilterInput(
  'ProgramStatus',
  PROGRAM_STATUSES,
);
const { enumRef: ProgramApprovalStatus, input: ModelProgramApprovalStatusInput } = enumFilterInput(
  'ProgramApprovalStatus',
  APPROVAL_STATUSES,
);

export const Program = builder.objectRef<ProgramRow>('Program').implement({
  description:
    "A program held at a facility, led by a volunteer (spec §3.5). Date and times are local to the programme's time zone.",
  fields: (t) => ({
    id: t.exposeID('id'),
    volunteerId: t.exposeID('volunteerId', { description: 'The lead volunteer' }),
    facilityId: t.exposeID('facilityId'),
    type: t.expose('type', { type: ProgramType }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    startTime: t.exposeString('startTime', { description: 'HH:mm' }),
    endTime: t.exposeString('endTime', { description: 'HH:mm' }),
    location: t.exposeString('location', { description: 'Location within the facility' }),
    attendees: t.exposeInt('attendees'),
    newAttendees: t.exposeInt('newAttendees'),
    curriculum: t.exposeString('curriculum', { nullable: true }),
    materialRequested: t.exposeStringList('materialRequested'),
    approvalStatus: t.expose('approvalStatus', { type: ProgramApprovalStatus }),
    approvalDate: t.exposeString('approvalDate', { nullable: true, description: 'YYYY-MM-DD' }),
    followUpNeeded: t.exposeBoolean('followUpNeeded'),
    followUpNotes: t.exposeString('followUpNotes', { nullable: true }),
    status: t.expose('status', { type: ProgramStatus }),
    feedback: t.exposeString('feedback'),
    resourcesUsed: t.exposeStringList('resourcesUsed'),
    createdBy: t.exposeString('createdBy', { nullable: true, description: 'Account id' }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelProgramFilterInput = builder.inputType('ModelProgramFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    volunteerId: t.field({ type: ModelIDInput }),
    facilityId: t.field({ type: ModelIDInput }),
    type: t.field({ type: ModelProgramTypeInput }),
    title: t.field({ type: ModelStringInput }),
    description: t.field({ type: ModelStringInput }),
    date: t.field({ type: ModelStringInput }),
    location: t.field({ type: ModelStringInput }),
    attendees: t.field({ type: ModelIntInput }),
    newAttendees: t.field({ type: ModelIntInput }),
    approvalStatus: t.field({ type: ModelProgramApprovalStatusInput }),
    status: t.field({ type: ModelProgramStatusInput }),
    followUpNeeded: t.field({ type: ModelBooleanInput }),
    materialRequested: t.field({ type: ModelStringInput }),
    resourcesUsed: t.field({ type: ModelStringInput }),
  }),
});

// A new program starts with 0 attendees, 0 new attendees and empty feedback (spec §4.3, §7.2):
// those fields are set when editing.
const CreateProgramInput = builder.inputType('CreateProgramInput', {
  fields: (t) => ({
    title: t.string(),
    facilityId: t.id(),
    volunteerId: t.id(),
    type: t.field({ type: ProgramType }),
    description: t.string(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    startTime: t.string({ description: 'HH:mm' }),
    endTime: t.string({ description: 'HH:mm' }),
    location: t.string(),
    curriculum: t.string(),
    materialRequested: t.stringList(),
    approvalStatus: t.field({
      type: ProgramApprovalStatus,
      description: 'Only admins may choose anything but PENDING',
    }),
    status: t.field({ type: ProgramStatus }),
    followUpNeeded: t.boolean(),
    followUpNotes: t.string(),
    resourcesUsed: t.stringList(),
  }),
});

const UpdateProgramInput = builder.inputType('UpdateProgramInput', {
  description: 'Fields left out keep their stored value.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    title: t.string(),
    facilityId: t.id(),
    volunteerId: t.id(),
    type: t.field({ type: ProgramType }),
    description: t.string(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    startTime: t.string({ description: 'HH:mm' }),
    endTime: t.string({ description: 'HH:mm' }),
    location: t.string(),
    attendees: t.int(),
    newAttendees: t.int(),
    curriculum: t.string(),
    materialRequested: t.stringList(),
    approvalStatus: t.field({
      type: ProgramApprovalStatus,
      description: 'Only admins may change it',
    }),
    approvalDate: t.string({ description: 'YYYY-MM-DD; only admins may change it' }),
    status: t.field({ type: ProgramStatus }),
    followUpNeeded: t.boolean(),
    followUpNotes: t.string(),
    feedback: t.string(),
    resourcesUsed: t.stringList(),
  }),
});

addCrudFields({
  typeName: 'Program',
  pluralName: 'Programs',
  permissionModel: 'program',
  ref: Program,
  service: programService,
  filterInput: ModelProgramFilterInput,
  createInput: CreateProgramInput,
  updateInput: UpdateProgramInput,
  csvExport: PROGRAM_CSV,
});
