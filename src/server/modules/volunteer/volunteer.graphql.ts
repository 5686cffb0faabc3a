/** Volunteer API (product.md §3.2): derived from the declaration, over volunteer.service.ts. */
import { VOLUNTEER_CSV } from '../../../shared/csv/export-columns';
import { volunteerDeclaration } from '../../../shared/domain/volunteer/volunteer.record';
import type { VolunteerRow } from '../../db/schema/volunteer';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { isStaff } from '../../auth/viewer';
import { builder } from '../../graphql/builder';
import { clearanceExpiresOn } from '../volunteer-clearance/clearance-expiry';
import { volunteerService } from './volunteer.service';

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
