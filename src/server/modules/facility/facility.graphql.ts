/** Facility API (product.md §3.4): derived from the declaration, over facility.service.ts. */
import { FACILITY_CSV } from '../../../shared/csv/export-columns';
import { facilityDeclaration } from '../../../shared/domain/facility/facility.record';
import type { FacilityRow } from '../../db/schema/facility';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { facilityService } from './facility.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  FacilityRow,
  typeof facilityDeclaration.fields
>(facilityDeclaration, { updateNote: 'The e-mail cannot be changed.' });

addCrudFields({
  typeName: 'Facility',
  pluralName: 'Facilities',
  permissionModel: 'facility',
  ref,
  service: facilityService,
  filterInput,
  createInput,
  updateInput,
  csvExport: FACILITY_CSV,
});
