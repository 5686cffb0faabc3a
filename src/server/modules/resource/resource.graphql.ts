/** Resource API (product.md §3.6): derived from the declaration, over resource.service.ts. */
import { RESOURCE_CSV } from '../../../shared/csv/export-columns';
import { resourceDeclaration } from '../../../shared/domain/resource/resource.record';
import type { ResourceRow } from '../../db/schema/resource';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { resourceService, serviceAreasInUse } from './resource.service';

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

builder.queryFields((t) => ({
  resourceServiceAreas: t.stringList({
    description:
      'The service areas the resources name, each once, in alphabetical order: the Post-Release tab filters by them (product.md §2.6)',
    authScopes: { permission: 'resource.list' },
    resolve: (_root, _args, context) => serviceAreasInUse(context.db),
  }),
}));
