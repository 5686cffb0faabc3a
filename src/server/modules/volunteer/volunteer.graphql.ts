/** Volunteer API (product.md §3.2): derived from the declaration, over volunteer.service.ts. */
import { VOLUNTEER_CSV } from '../../../shared/csv/export-columns';
import { volunteerDeclaration } from '../../../shared/domain/volunteer/volunteer.record';
import type { VolunteerRow } from '../../db/schema/volunteer';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { isStaff } from '../../auth/viewer';
import { builder } from '../../graphql/builder';
import { clearanceExpiresOn } from '../volunteer-clearance/clearance-expiry';
import { standingFor } from '../volunteer-clearance/schedule-clearance-flag';
import { clearanceOn, problemsMessage } from '../../../shared/domain/volunteer/clearance';
import { fieldError } from '../../errors';
import { isCalendarDate } from '../../../shared/domain/common/dates';
import { volunteerService } from './volunteer.service';
import { hoursGiven } from './volunteer-hours';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  VolunteerRow,
  typeof volunteerDeclaration.fields
>(volunteerDeclaration, {
  createNote:
    'Creates the sign-in account (group Volunteers, no password until invited) and the record.',
  updateNote:
    'The e-mail cannot be changed. A volunteer may send only contactNumber, languages and availability.',
});

// product.md §3.2.1: the list's "Clearance Expires", from the volunteer's clearances; only to
// staff and the volunteer themselves, as the clearances are.
builder.objectField(ref, 'clearanceExpiresOn', (t) =>
  t.string({
    nullable: true,
    description:
      'YYYY-MM-DD: the earliest expiry among the approved clearances (VolunteerClearance); null when none expires, or for another volunteer',
    resolve: (row, _args, context) =>
      context.viewer && (isStaff(context.viewer) || context.viewer.userId === row.id)
        ? clearanceExpiresOn(context, context.db, row.id)
        : null,
  }),
);

// Hours given here, apart from those typed in as carried from before (decision 103).
builder.objectField(ref, 'hoursGiven', (t) =>
  t.float({
    description:
      'Hours of approved visits that took place and of programs led that were held, to now, to one decimal; totalVolunteerHours are the hours carried from before',
    resolve: (row, _args, context) =>
      hoursGiven(context, context.db, {
        id: row.id,
        clock: { timeZone: context.orgTimeZone, now: new Date() },
      }),
  }),
);

// product.md §3.2.1: pickers show whether each volunteer is cleared for the facility and day
// being planned, and forms warn before saving; staff and the volunteer themselves only.
const ClearanceCheck = builder
  .objectRef<{ cleared: boolean; missing: string | null }>('ClearanceCheck')
  .implement({
    fields: (t) => ({
      cleared: t.exposeBoolean('cleared'),
      missing: t.exposeString('missing', {
        nullable: true,
        description: 'What is missing, as the refusal would say it; null when cleared',
      }),
    }),
  });

builder.objectField(ref, 'clearanceFor', (t) =>
  t.field({
    type: ClearanceCheck,
    nullable: true,
    description:
      'Whether the volunteer is cleared for the facility on the day (YYYY-MM-DD); null for anyone but staff and the volunteer themselves',
    args: { facilityId: t.arg.id({ required: true }), day: t.arg.string({ required: true }) },
    resolve: async (row, args, context) => {
      if (!context.viewer || !(isStaff(context.viewer) || context.viewer.userId === row.id))
        return null;
      if (!isCalendarDate(args.day)) throw fieldError('day', 'Day must be a date (YYYY-MM-DD)');
      const { standing, facility } = await standingFor(
        context,
        context.db,
        row.id,
        args.facilityId,
      );
      const verdict = clearanceOn(standing, facility, args.day);
      return {
        cleared: verdict.cleared,
        missing: verdict.cleared ? null : problemsMessage(verdict.problems),
      };
    },
  }),
);

addCrudFields({
  typeName: 'Volunteer',
  pluralName: 'Volunteers',
  permissionModel: 'volunteer',
  ref,
  service: volunteerService,
  filterInput,
  createInput,
  updateInput,
  csvExport: VOLUNTEER_CSV,
});
