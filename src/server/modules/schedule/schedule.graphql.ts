/** Schedule API: CRUD plus approve, reject and cancel (spec §4.5, decisions §4), over the service. */
import { SCHEDULE_CSV } from '../../../shared/csv/export-columns';
import {
  RECURRING_PATTERNS,
  REQUEST_TYPES,
  SCHEDULE_STATUSES,
} from '../../../shared/domain/schedule/schedule.enums';
import type { ScheduleRow } from '../../db/schema/schedule';
import { builder } from '../../graphql/builder';
import { addCrudFields, serviceContext } from '../../graphql/crud-fields';
import {
  enumFilterInput,
  ModelBooleanInput,
  ModelDateTimeInput,
  ModelIDInput,
  ModelStringInput,
} from '../../graphql/model-inputs';
import { scheduleService } from './schedule.service';

const { enumRef: ScheduleStatus, input: ModelScheduleStatusInput } = enumFilterInput(
  'ScheduleStatus',
  SCHEDULE_STATUSES,
);
const { enumRef: ScheduleRequestType, input: ModelScheduleRequestTypeInput } = enumFilterInput(
  'ScheduleRequestType',
  REQUEST_TYPES,
);
const { enumRef: RecurringPattern, input: ModelRecurringPatternInput } = enumFilterInput(
  'RecurringPattern',
  RECURRING_PATTERNS,
);
/** Also the pattern of the calendar's clash input. */
export { RecurringPattern };

const RECURRENCE_END_DATE =
  "YYYY-MM-DD in the programme's time zone, on or after the start's date; ignored unless recurring";

export const Schedule = builder.objectRef<ScheduleRow>('Schedule').implement({
  description: "A volunteer's visit slot at a facility (spec §3.6). Times are instants.",
  fields: (t) => ({
    id: t.exposeID('id'),
    volunteerId: t.exposeID('volunteerId'),
    facilityId: t.exposeID('facilityId'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    status: t.expose('status', { type: ScheduleStatus }),
    requestType: t.expose('requestType', { type: ScheduleRequestType }),
    originalScheduleId: t.exposeID('originalScheduleId', { nullable: true }),
    requestReason: t.exposeString('requestReason', {
      nullable: true,
      description: 'The reason for an adjustment',
    }),
    adminResponse: t.exposeString('adminResponse', { nullable: true }),
    adminId: t.exposeString('adminId', {
      nullable: true,
      description: 'Account id of the admin who approved or rejected it',
    }),
    isRecurring: t.exposeBoolean('isRecurring'),
    recurringPattern: t.expose('recurringPattern', { type: RecurringPattern, nullable: true }),
    recurrenceEndDate: t.exposeString('recurrenceEndDate', {
      nullable: true,
      description:
        "YYYY-MM-DD: the last day a recurring schedule repeats on, in the programme's time zone (null: no end)",
    }),
    notes: t.exposeString('notes', { nullable: true }),
    createdBy: t.exposeString('createdBy', { nullable: true, description: 'Account id' }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelScheduleFilterInput = builder.inputType('ModelScheduleFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    volunteerId: t.field({ type: ModelIDInput }),
    facilityId: t.field({ type: ModelIDInput }),
    startTime: t.field({ type: ModelDateTimeInput }),
    endTime: t.field({ type: ModelDateTimeInput }),
    lastEndTime: t.field({
      type: ModelDateTimeInput,
      description:
        "When the schedule's last visit ends: a one-off's end time, a series' last occurrence's, 9999-12-31T23:59:59Z for a series with no end date. Upcoming: ge now; Past: le a moment before now (spec §4.5)",
    }),
    status: t.field({ type: ModelScheduleStatusInput }),
    requestType: t.field({ type: ModelScheduleRequestTypeInput }),
    originalScheduleId: t.field({ type: ModelIDInput }),
    isRecurring: t.field({ type: ModelBooleanInput }),
    recurringPattern: t.field({ type: ModelRecurringPatternInput }),
    notes: t.field({ type: ModelStringInput }),
  }),
});

// A schedule is created PENDING with no admin response (spec §4.5, §7.2).
const CreateScheduleInput = builder.inputType('CreateScheduleInput', {
  fields: (t) => ({
    volunteerId: t.id({ description: "Admins only; a volunteer's schedules are always their own" }),
    facilityId: t.id(),
    startTime: t.string({ description: 'ISO 8601 with an offset' }),
    endTime: t.string({ description: 'ISO 8601 with an offset' }),
    requestType: t.field({ type: ScheduleRequestType }),
    originalScheduleId: t.id(),
    requestReason: t.string(),
    isRecurring: t.boolean(),
    recurringPattern: t.field({ type: RecurringPattern }),
    recurrenceEndDate: t.string({ description: RECURRENCE_END_DATE }),
    notes: t.string(),
  }),
});

const UpdateScheduleInput = builder.inputType('UpdateScheduleInput', {
  description:
    'Fields left out keep their stored value. Editing makes the schedule an ADJUSTMENT, so a reason is required (spec §4.5).',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    volunteerId: t.id({ description: 'Admins only' }),
    facilityId: t.id(),
    startTime: t.string({ description: 'ISO 8601 with an offset' }),
    endTime: t.string({ description: 'ISO 8601 with an offset' }),
    status: t.field({ type: ScheduleStatus, description: 'Admins only' }),
    originalScheduleId: t.id(),
    requestReason: t.string(),
    isRecurring: t.boolean(),
    recurringPattern: t.field({ type: RecurringPattern }),
    recurrenceEndDate: t.string({ description: RECURRENCE_END_DATE }),
    notes: t.string(),
  }),
});

addCrudFields({
  typeName: 'Schedule',
  pluralName: 'Schedules',
  permissionModel: 'schedule',
  ref: Schedule,
  service: scheduleService,
  filterInput: ModelScheduleFilterInput,
  createInput: CreateScheduleInput,
  updateInput: UpdateScheduleInput,
  csvExport: SCHEDULE_CSV,
});

const expectedVersionArg = {
  description: 'If given, the action is refused with CONFLICT when the schedule has changed since',
};

builder.mutationFields((t) => ({
  approveSchedule: t.field({
    type: Schedule,
    description: 'PENDING → APPROVED, recording the admin and their response',
    authScopes: { permission: 'schedule.approve' },
    args: {
      id: t.arg.id({ required: true }),
      adminResponse: t.arg.string(),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (_root, args, context) =>
      scheduleService.approve(serviceContext(context), args.id, args),
  }),
  rejectSchedule: t.field({
    type: Schedule,
    description: 'PENDING → REJECTED, recording the admin and their response',
    authScopes: { permission: 'schedule.reject' },
    args: {
      id: t.arg.id({ required: true }),
      adminResponse: t.arg.string(),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (_root, args, context) =>
      scheduleService.reject(serviceContext(context), args.id, args),
  }),
  cancelSchedule: t.field({
    type: Schedule,
    description:
      'Volunteers: their own PENDING schedule. Admins: any PENDING or APPROVED schedule.',
    authScopes: { permission: 'schedule.cancel' },
    args: {
      id: t.arg.id({ required: true }),
      expectedVersion: t.arg.int(expectedVersionArg),
    },
    resolve: (_root, args, context) =>
      scheduleService.cancel(serviceContext(context), args.id, args),
  }),
}));
