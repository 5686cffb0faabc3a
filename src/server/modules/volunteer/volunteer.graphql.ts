/** Volunteer API (product.md §3.2): derived from the declaration, over volunteer.service.ts. */
import { VOLUNTEER_CSV } from '../../../shared/csv/export-columns';
import { volunteerDeclaration } from '../../../shared/domain/volunteer/volunteer.record';
import type { VolunteerRow } from '../../db/schema/volunteer';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
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
