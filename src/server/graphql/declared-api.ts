/**
 * A record type's whole API from its declaration and its service: the object, its inputs and
 * filter (record-graphql.ts), and the model operations under the permission table's rules
 * (crud-fields.ts), and its CSV export when its declaration names its files (`csvFileName`). What a record type adds beyond these it adds beside the returned object.
 */
import { csvExportOf } from '../../shared/csv/export-columns';
import type { Fields, RecordDeclaration } from '../../shared/record/define-record';
import type { RecordService } from '../db/record-service';
import type { RecordTable } from '../db/records';
import { addCrudFields, type CrudConfig } from './crud-fields';
import { recordGraphQL, type RecordGraphQLOptions } from './record-graphql';

interface DeclaredApiOptions<
  Table extends RecordTable,
  F extends Fields,
> extends RecordGraphQLOptions {
  declaration: RecordDeclaration<F>;
  service: RecordService<Table>;
  permissionModel: CrudConfig<Table>['permissionModel'];
}

export function declaredApi<Table extends RecordTable, F extends Fields>({
  declaration,
  service,
  permissionModel,
  ...graphQLOptions
}: DeclaredApiOptions<Table, F>) {
  const types = recordGraphQL<Table['$inferSelect'], F>(declaration, graphQLOptions);
  addCrudFields({
    typeName: declaration.typeName,
    pluralName: declaration.pluralName,
    permissionModel,
    ref: types.ref,
    service,
    filterInput: types.filterInput,
    createInput: types.createInput,
    updateInput: types.updateInput,
    csvExport: csvExportOf(declaration.typeName),
  });
  return types;
}
