/** IncidentReport API: thin resolvers over incident-report.service.ts. */
import { INCIDENT_CSV } from '../../../shared/csv/export-columns';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../shared/domain/incident/incident.enums';
import type { IncidentReportRow } from '../../db/schema/incident-report';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelBooleanInput,
  ModelIDInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { incidentReportService } from './incident-report.service';

const { enumRef: IncidentType, input: ModelIncidentTypeInput } = enumFilterInput(
  'IncidentType',
  INCIDENT_TYPES,
);
const { enumRef: IncidentStatus, input: ModelIncidentStatusInput } = enumFilterInput(
  'IncidentStatus',
  INCIDENT_STATUSES,
);

export const IncidentReport = builder.objectRef<IncidentReportRow>('IncidentReport').implement({
  description: 'An incident report (spec §3.6)',
  fields: (t) => ({
    id: t.exposeID('id'),
    reporterId: t.exposeID('reporterId', { description: 'The account that filed it' }),
    facilityId: t.exposeID('facilityId'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    time: t.exposeString('time', { description: 'HH:mm' }),
    location: t.exposeString('location'),
    type: t.expose('type', { type: IncidentType }),
    description: t.exposeString('description'),
    involvedInmates: t.exposeStringList('involvedInmates'),
    witnessVolunteers: t.exposeStringList('witnessVolunteers', {
      description: 'Volunteer ids',
    }),
    reportedToFacility: t.exposeBoolean('reportedToFacility'),
    facilityResponseRequired: t.exposeBoolean('facilityResponseRequired'),
    facilityResponse: t.exposeString('facilityResponse', { nullable: true }),
    status: t.expose('status', { type: IncidentStatus }),
    resolutionNotes: t.exposeString('resolutionNotes'),
    followUpNeeded: t.exposeBoolean('followUpNeeded'),
    followUpDate: t.exposeString('followUpDate', { nullable: true, description: 'YYYY-MM-DD' }),
    createdBy: t.exposeString('createdBy', { nullable: true, description: 'Account id' }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelIncidentReportFilterInput = builder.inputType('ModelIncidentReportFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    reporterId: t.field({ type: ModelIDInput }),
    facilityId: t.field({ type: ModelIDInput }),
    date: t.field({ type: ModelStringInput }),
    location: t.field({ type: ModelStringInput }),
    type: t.field({ type: ModelIncidentTypeInput }),
    status: t.field({ type: ModelIncidentStatusInput }),
    description: t.field({ type: ModelStringInput }),
    involvedInmates: t.field({ type: ModelStringInput }),
    witnessVolunteers: t.field({ type: ModelStringInput }),
    reportedToFacility: t.field({ type: ModelBooleanInput }),
    facilityResponseRequired: t.field({ type: ModelBooleanInput }),
    followUpNeeded: t.field({ type: ModelBooleanInput }),
    followUpDate: t.field({ type: ModelStringInput }),
  }),
});

// New reports are always OPEN, with empty resolution notes and no follow-up (spec §4.4): those
// fields are set when editing.
const CreateIncidentReportInput = builder.inputType('CreateIncidentReportInput', {
  fields: (t) => ({
    reporterId: t.id({ description: "Admins only; a volunteer's reports are always their own" }),
    facilityId: t.id(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    time: t.string({ description: 'HH:mm' }),
    location: t.string(),
    type: t.field({ type: IncidentType }),
    description: t.string(),
    involvedInmates: t.stringList(),
    witnessVolunteers: t.stringList(),
    reportedToFacility: t.boolean(),
    facilityResponseRequired: t.boolean(),
    facilityResponse: t.string(),
  }),
});

const UpdateIncidentReportInput = builder.inputType('UpdateIncidentReportInput', {
  description: 'Fields left out keep their stored value.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    reporterId: t.id({ description: 'Admins only' }),
    facilityId: t.id(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    time: t.string({ description: 'HH:mm' }),
    location: t.string(),
    type: t.field({ type: IncidentType }),
    description: t.string(),
    involvedInmates: t.stringList(),
    witnessVolunteers: t.stringList(),
    reportedToFacility: t.boolean(),
    facilityResponseRequired: t.boolean(),
    facilityResponse: t.string(),
    status: t.field({ type: IncidentStatus }),
    resolutionNotes: t.string(),
    followUpNeeded: t.boolean(),
    followUpDate: t.string({ description: 'YYYY-MM-DD; kept only when follow-up is needed' }),
  }),
});

addCrudFields({
  typeName: 'IncidentReport',
  pluralName: 'IncidentReports',
  permissionModel: 'incidentReport',
  ref: IncidentReport,
  service: incidentReportService,
  filterInput: ModelIncidentReportFilterInput,
  createInput: CreateIncidentReportInput,
  updateInput: UpdateIncidentReportInput,
  csvExport: INCIDENT_CSV,
});
