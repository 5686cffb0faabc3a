/** Program API (product.md §3.5): derived from the declaration, over program.service.ts. */
import { PROGRAM_CSV } from '../../../shared/csv/export-columns';
import { programDeclaration } from '../../../shared/domain/program/program.record';
import type { ProgramRow } from '../../db/schema/program';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { programService } from './program.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  ProgramRow,
  typeof programDeclaration.fields
>(programDeclaration);

addCrudFields({
  typeName: 'Program',
  pluralName: 'Programs',
  permissionModel: 'program',
  ref,
  service: programService,
  filterInput,
  createInput,
  updateInput,
  csvExport: PROGRAM_CSV,
});
