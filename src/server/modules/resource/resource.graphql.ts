/** Resource API (product.md §3.6): derived from the declaration, over resource.service.ts. */
import { RESOURCE_CSV } from '../../../shared/csv/export-columns';
import { resourceDeclaration } from '../../../shared/domain/resource/resource.record';
import type { ResourceRow } from '../../db/schema/resource';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { resourceService } from './resource.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  ResourceRow,
  typeof resourceDeclaration.fields
>(resourceDeclaration, {
  updateNote:
    'Times distributed and last distributed date are read-only here: fulfilling a request changes them.',
  extraFields: (t) => ({
    updatedBy: t.exposeString('updatedBy', { nullable: true, description: 'Account id' }),
  }),
});

addCrudFields({
  typeName: 'Resource',
  pluralName: 'Resources',
  permissionModel: 'resource',
  ref,
  service: resourceService,
  filterInput,
  createInput,
  updateInput,
  csvExport: RESOURCE_CSV,
});
