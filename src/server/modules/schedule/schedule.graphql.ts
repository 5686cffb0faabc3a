/** Schedule API: CRUD plus approve, reject and cancel (product.md §4.5, §13), over the service. */
import { SCHEDULE_CSV } from '../../../shared/csv/export-columns';
import type { RECURRING_PATTERNS } from '../../../shared/domain/schedule/schedule.enums';
import { scheduleDeclaration } from '../../../shared/domain/schedule/schedule.record';
import type { ScheduleRow } from '../../db/schema/schedule';
import { builder } from '../../graphql/builder';
import { addCrudFields, serviceContext } from '../../graphql/crud-fields';
import { type enumFilterInput, ModelDateTimeInput } from '../../graphql/model-inputs';
import { declaredEnumeration, recordGraphQL } from '../../graphql/record-graphql';
import { scheduleClearanceFlag } from '../volunteer-clearance/schedule-clearance-flag';
import { programmeTimeZone, scheduleService } from './schedule.service';
import { clientsToSee, visitKey, type ClientToSee } from './clients-to-see';
import { isStaff } from '../../auth/viewer';

const {
  ref: Schedule,
  filterInput,
  createInput,
  updateInput,
} = recordGraphQL<ScheduleRow, typeof scheduleDeclaration.fields>(scheduleDeclaration, {
  updateNote:
    'Editing makes the schedule an ADJUSTMENT, so a reason is required (product.md §4.5).',
  extraFilters: (t) => ({
    lastEndTime: t.field({
      type: ModelDateTimeInput,
      description:
        "When the schedule's last visit ends: a one-off's end time, a series' last occurrence's, 9999-12-31T23:59:59Z for a series with no end date. Upcoming: ge now; Past: le a moment before now (product.md §4.5)",
    }),
  }),
});

/** The schedule, and its repeat pattern: also the calendar's (schedule-calendar.graphql.ts). */
export { Schedule };
export const RecurringPattern = declaredEnumeration(
  scheduleDeclaration.fields.recurringPattern,
) as unknown as ReturnType<typeof enumFilterInput<typeof RECURRING_PATTERNS>>['enumRef'];

// product.md §3.2.1: whether the volunteer is cleared for the visits still to come, read live.
builder.objectField(Schedule, 'clearanceFlag', (t) =>
  t.string({
    nullable: true,
    description:
      "Pending or approved visits still to come: 'Not cleared from <day>: <what is missing>' when the volunteer is not cleared for the facility on one of them (the first such day); null when they are",
    resolve: (row, _args, context) =>
      scheduleClearanceFlag(
        context,
        context.db,
        row,
        programmeTimeZone({ timeZone: context.orgTimeZone }),
      ),
  }),
);

const ClientToSeeRef = builder.objectRef<ClientToSee>('ClientToSee').implement({
  description: "A client the visit's volunteer sees there, as the facility's desk asks for them",
  fields: (t) => ({
    preferredName: t.exposeString('preferredName'),
    clientId: t.exposeString('clientId', { nullable: true }),
    inmateNumber: t.exposeString('inmateNumber', { nullable: true }),
    housingUnit: t.exposeString('housingUnit', { nullable: true }),
  }),
});

// Decision 097: the numbers a volunteer gives at the desk, on the visit itself.
builder.objectField(Schedule, 'clientsToSee', (t) =>
  t.field({
    type: [ClientToSeeRef],
    nullable: true,
    description:
      "The volunteer's clients in custody at the facility who consented to be served, by preferred name; to staff and the volunteer themselves, null to anyone else",
    resolve: (row, _args, context) =>
      context.viewer && (isStaff(context.viewer) || context.viewer.userId === row.volunteerId)
        ? clientsToSee(context, context.db, visitKey(row.volunteerId, row.facilityId))
        : null,
  }),
);

addCrudFields({
  typeName: 'Schedule',
  pluralName: 'Schedules',
  permissionModel: 'schedule',
  ref: Schedule,
  service: scheduleService,
  filterInput,
  createInput,
  updateInput,
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
      clearanceOverrideReason: t.arg.string({
        description:
          'Why to approve although the volunteer is not cleared for the facility on its days (product.md §3.2.1); kept on the schedule only when they are not',
      }),
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
