/** VolunteerClearance API (product.md §3.2.1): derived from the declaration, over its service. */
import { VOLUNTEER_CLEARANCE_CSV } from '../../../shared/csv/export-columns';
import { volunteerClearanceDeclaration } from '../../../shared/domain/volunteer/volunteer-clearance.record';
import type { VolunteerClearanceRow } from '../../db/schema/volunteer-clearance';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { volunteerClearanceService } from './volunteer-clearance.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  VolunteerClearanceRow,
  typeof volunteerClearanceDeclaration.fields
>(volunteerClearanceDeclaration, {
  createNote: 'Admins only; one clearance per volunteer and facility.',
});

addCrudFields({
  typeName: 'VolunteerClearance',
  pluralName: 'VolunteerClearances',
  permissionModel: 'volunteerClearance',
  ref,
  service: volunteerClearanceService,
  filterInput,
  createInput,
  updateInput,
  csvExport: VOLUNTEER_CLEARANCE_CSV,
});
