/** Client API (spec model MRIClient): derived from the declaration, over client.service.ts. */
import { CLIENT_CSV } from '../../../shared/csv/export-columns';
import { clientDeclaration } from '../../../shared/domain/client/client.record';
import type { ClientRow } from '../../db/schema/client';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { todayIn } from '../../../shared/domain/common/calendar';
import { isStaff } from '../../auth/viewer';
import { builder } from '../../graphql/builder';
import { checkInsDueOf } from '../reentry-check-in/recorded-check-ins';
import { readinessOf, type PlanReadiness } from '../reentry-step/plan-readiness';
import { clientService } from './client.service';
import { withholdsSensitive } from './client-sensitive';
import { clientsSharingInmateNumber } from './inmate-number';
import { isUuid } from '../../db/ids';
import { fieldError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  ClientRow,
  typeof clientDeclaration.fields
>(clientDeclaration, {
  inputNote:
    'Fields that do not apply to where the client lives (incarcerated or in the community) are cleared.',
  // Least data by default (decision 075): the conversion date and special needs are null to a
  // volunteer unless the client's admins share them.
  withholds: (context, row: ClientRow) => withholdsSensitive(context.viewer ?? 'system', row),
  extraFields: (t) => ({
    sensitiveWithheld: t.boolean({
      description:
        'Whether the conversion date and special needs are withheld from you: a volunteer sees them only when sensitiveShared (decision 075)',
      resolve: (row: ClientRow, _args: unknown, context: GraphQLContext) =>
        withholdsSensitive(context.viewer ?? 'system', row),
    }),
  }),
});

addCrudFields({
  typeName: 'Client',
  pluralName: 'Clients',
  permissionModel: 'client',
  ref,
  service: clientService,
  filterInput,
  createInput,
  updateInput,
  csvExport: CLIENT_CSV,
});

const Readiness = builder.objectRef<PlanReadiness>('ReentryPlanReadiness').implement({
  description: "How far a client's reentry plan is (product.md §3.3.1), on the programme's today",
  fields: (t) => ({
    due: t.exposeInt('due', {
      description: 'Steps due by today, not counting those not needed',
    }),
    done: t.exposeInt('done', { description: 'Of the steps due by today, those done' }),
    overdue: t.exposeInt('overdue', { description: 'Open steps whose day has passed' }),
    steps: t.exposeInt('steps', { description: 'Every step of the plan' }),
  }),
});

// The releases list's readiness column: to staff, and to the volunteer the client is assigned
// to, who alone of the volunteers sees the plan.
builder.objectField(ref, 'reentryReadiness', (t) =>
  t.field({
    type: Readiness,
    nullable: true,
    description: "The reentry plan's readiness; null when the client has no plan",
    resolve: (row, _args, context) =>
      context.viewer &&
      (isStaff(context.viewer) || row.assignedVolunteerId === context.viewer.userId)
        ? readinessOf(context, context.db, row, todayIn(context.orgTimeZone))
        : null,
  }),
);

// Check-ins after release whose day has come (product.md §3.3.2): to staff and to the client's
// volunteer, who alone of the volunteers records them.
builder.objectField(ref, 'checkInsDue', (t) =>
  t.int({
    nullable: true,
    description:
      'Check-ins after release (30, 90, 180 days) whose day has come and that are not recorded for the present release; null to others than staff and the assigned volunteer',
    resolve: (row, _args, context) =>
      context.viewer &&
      (isStaff(context.viewer) || row.assignedVolunteerId === context.viewer.userId)
        ? checkInsDueOf(context, context.db, row, todayIn(context.orgTimeZone))
        : null,
  }),
);

// A likely duplicate (decision 097): to staff, who may open every client it names.
builder.objectField(ref, 'inmateNumberSharedWith', (t) =>
  t.stringList({
    nullable: true,
    description:
      'Client IDs of other clients in custody at the same facility with the same inmate number (ignoring case and spaces around it); null to volunteers',
    resolve: (row, _args, context) =>
      context.viewer && isStaff(context.viewer)
        ? clientsSharingInmateNumber(context.db, row)
        : null,
  }),
);

// The same warning while the number is typed, before the client is saved (decision 097).
builder.queryField('clientsWithInmateNumber', (t) =>
  t.stringList({
    nullable: true,
    description:
      'Client IDs of clients in custody at the facility with this inmate number (ignoring case and spaces around it), other than exceptId; null to volunteers',
    authScopes: { permission: 'client.get' },
    args: {
      facilityId: t.arg.id({ required: true }),
      inmateNumber: t.arg.string({ required: true }),
      exceptId: t.arg.id(),
    },
    resolve: (_root, args, context) => {
      if (!context.viewer || !isStaff(context.viewer)) return null;
      const ids = [args.facilityId, args.exceptId].filter((id) => id != null).map(String);
      // An id that is no record's id names no client: nothing shares a number with it.
      if (!ids.every(isUuid)) throw fieldError('facilityId', 'Facility not found');
      return clientsSharingInmateNumber(context.db, {
        id: args.exceptId == null ? null : String(args.exceptId),
        incarcerated: true,
        facilityId: String(args.facilityId),
        inmateNumber: args.inmateNumber.slice(0, 50),
      });
    },
  }),
);

/** The API's Client type, for operations on clients defined beside their own module. */
export const ClientType = ref;
