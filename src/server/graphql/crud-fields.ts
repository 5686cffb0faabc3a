/**
 * The model operations of architecture.md §3 for one record type: listX(filter, limit, nextToken,
 * sortDirection, sortBy for types with sort fields, plus search for types with search columns, one ID argument per list condition
 * and one Boolean argument per list ordering), countX (listX's filter, search and conditions:
 * how many records listX holds over all its pages), getX(id),
 * createX(input), updateX(input), deleteX(input), the three change subscriptions, and for admin
 * lists exportX (listX's arguments but paging: the whole list as a CSV file, decision 022). Each
 * names its permission; the service applies the record-level rules.
 */
import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { getTableColumns } from 'drizzle-orm';
import { MAX_SEARCH_LENGTH } from '../../shared/domain/common/search';
import type { CsvExportColumns } from '../../shared/csv/export-columns';
import { can, type Permission } from '../../shared/permissions';
import type { RecordService } from '../db/record-service';
import type { RecordTable, RecordType } from '../db/records';
import { builder } from './builder';
import { actorOf, type GraphQLContext } from './context';
import { CsvExportRef, exportCsvField } from './csv-export-field';
import { connectionType, SortDirection } from './model-inputs';
import { exportCost, ONCE_PER_REQUEST, pagedListCost } from './request-cost';
import { addChangeSubscriptions } from './subscriptions';

type PermissionModel = Permission extends `${infer Model}.${string}` ? Model : never;

/* eslint-disable @typescript-eslint/no-explicit-any -- Pothos refs are generic over the schema types */
interface CrudConfigBase<Table extends RecordTable> {
  /** 'Facility' → listFacilities, getFacility, createFacility, … */
  typeName: string;
  pluralName: string;
  permissionModel: PermissionModel;
  ref: ObjectRef<any, Table['$inferSelect']>;
  service: RecordService<Table>;
  filterInput: InputObjectRef<any, any>;
  createInput: InputObjectRef<any, any>;
  /** Given: exportX takes listX's arguments but paging, and returns the whole list as CSV. */
  csvExport?: CsvExportColumns;
}

/**
 * Either changed with updateX and deleteX, or recorded once and kept as recorded (a client's
 * consent decisions: recordedOnceGraphQL gives no update input).
 */
export type CrudConfig<Table extends RecordTable> = CrudConfigBase<Table> &
  (
    | { updateInput: InputObjectRef<any, any>; recordedOnce?: undefined }
    | { recordedOnce: true; updateInput?: undefined }
  );
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Pothos cannot relate a generic Row to its own result type; the value is the row as stored. */
const generic = <Value>(value: Promise<Value>) => value as never;

export function serviceContext(context: GraphQLContext) {
  // Scope auth has already refused signed-out callers, so a viewer is present here.
  return {
    db: context.db,
    actor: actorOf(context),
    caller: context.viewer!,
    timeZone: context.orgTimeZone,
    invitations: context.invitations,
    notifier: context.notifier,
  };
}

/** The `search` argument's description; null when the record type's lists have no search. */
function searchDescription<Table extends RecordTable>(record: RecordType<Table>): string | null {
  if (!record.searchColumns) return null;
  const columns = Object.entries(getTableColumns(record.table));
  const fields = record.searchColumns.map(
    (searchColumn) => columns.find(([, column]) => column === searchColumn)![0],
  );
  return `Every word must occur, ignoring case, in one of ${fields.join(', ')} (at most ${MAX_SEARCH_LENGTH} characters)`;
}

/** The named arguments' values, by name (list conditions and orderings). */
function pick<Value>(args: object, names: string[]): Record<string, Value> {
  const values = args as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, values[name] as Value]));
}

export function addCrudFields<Table extends RecordTable>(config: CrudConfig<Table>) {
  const { typeName, pluralName, permissionModel: model, ref, service } = config;
  const permission = (operation: string) => `${model}.${operation}` as Permission;
  const connection = connectionType(typeName, ref);
  const search = searchDescription(service.record);
  const conditionNames = Object.keys(service.record.listConditions ?? {});
  const orderingNames = Object.keys(service.record.listOrderings ?? {});
  const selectionNames = ['filter', ...(search ? ['search'] : []), ...conditionNames]
    .join(', ')
    .replace(/, (?=[^,]*$)/, ' and ');
  const sortField = Object.entries(getTableColumns(service.record.table)).find(
    ([, column]) => column === service.record.sortColumn,
  )![0];
  const sortFieldNames = Object.keys(service.record.sortFields ?? {});
  // The columns a table can be sorted by, e.g. ClientSortField.RELEASE_DATE.
  const sortFieldEnum =
    sortFieldNames.length > 0
      ? builder.enumType(`${typeName}SortField`, {
          description: `What list${pluralName} can be sorted by; ${sortField} when left out`,
          values: sortFieldNames,
        })
      : null;
  const orderNames = [...(sortFieldEnum ? ['sortBy'] : []), 'sortDirection', ...orderingNames];
  // An updatable record type is also deleted by id; one recorded once is neither.
  const editing = config.updateInput
    ? {
        updateInput: config.updateInput,
        deleteInput: builder.inputType(`Delete${typeName}Input`, {
          fields: (t) => ({ id: t.id({ required: true }) }),
        }),
      }
    : null;

  builder.queryFields((t) => {
    // Which records the list holds over all its pages; countX takes the same arguments.
    const selectionArgs = () => ({
      filter: t.arg({ type: config.filterInput }),
      ...(search ? { search: t.arg.string({ description: search }) } : {}),
      ...Object.fromEntries(
        Object.entries(service.record.listConditions ?? {}).map(([name, condition]) => [
          name,
          t.arg.id({ description: condition.description }),
        ]),
      ),
    });
    // The order of the list's records; exportX takes it too.
    const orderArgs = () => ({
      ...(sortFieldEnum ? { sortBy: t.arg({ type: sortFieldEnum }) } : {}),
      sortDirection: t.arg({
        type: SortDirection,
        description: `Of ${sortFieldEnum ? 'sortBy' : sortField}, ties by id; ASC when left out`,
      }),
      ...Object.fromEntries(
        Object.entries(service.record.listOrderings ?? {}).map(([name, ordering]) => [
          name,
          t.arg.boolean({ description: ordering.description }),
        ]),
      ),
    });
    const listOptions = (args: Record<string, unknown>) => ({
      ...args,
      conditions: pick<string | null | undefined>(args, conditionNames),
      orderings: pick<boolean | null | undefined>(args, orderingNames),
    });
    const csvExport = config.csvExport;
    return {
      ...(csvExport
        ? {
            [`export${pluralName}`]: t.field({
              type: CsvExportRef,
              description: `The records list${pluralName} holds over all its pages with the same ${selectionNames}, in its order, as a CSV file; audited`,
              authScopes: { permission: permission('export') },
              complexity: exportCost(csvExport.columns.length),
              extensions: ONCE_PER_REQUEST,
              args: { ...selectionArgs(), ...orderArgs() },
              resolve: (_root, args, context) =>
                exportCsvField(context, service, csvExport, listOptions(args)),
            }),
          }
        : {}),
      [`list${pluralName}`]: t.field({
        type: connection,
        authScopes: { permission: permission('list') },
        complexity: pagedListCost,
        args: {
          ...selectionArgs(),
          limit: t.arg.int(),
          nextToken: t.arg.string({
            description: `The previous page's nextToken; only valid with the same ${orderNames.join(' and ')}`,
          }),
          ...orderArgs(),
        },
        resolve: (_root, args, context) =>
          service.list(context.db, context.viewer!, {
            ...listOptions(args),
            clock: { timeZone: context.orgTimeZone, now: new Date() },
          }),
      }),
      [`count${pluralName}`]: t.int({
        description: `How many records list${pluralName} would return over all its pages with the same ${selectionNames}`,
        authScopes: { permission: permission('list') },
        args: selectionArgs(),
        resolve: (_root, args, context) =>
          service.count(context.db, context.viewer!, {
            ...args,
            conditions: pick<string | null | undefined>(args, conditionNames),
          }),
      }),
      [`get${typeName}`]: t.field({
        type: ref,
        nullable: true,
        authScopes: { permission: permission('get') },
        args: { id: t.arg.id({ required: true }) },
        resolve: (_root, args, context) =>
          generic(service.get(context.db, context.viewer!, args.id)),
      }),
    };
  });

  builder.mutationFields((t) => ({
    [`create${typeName}`]: t.field({
      type: ref,
      authScopes: { permission: permission('create') },
      args: { input: t.arg({ type: config.createInput, required: true }) },
      resolve: (_root, args, context) =>
        generic(service.create(serviceContext(context), args.input as Record<string, unknown>)),
    }),
    ...(!editing
      ? {}
      : {
          [`update${typeName}`]: t.field({
            type: ref,
            authScopes: { permission: permission('update') },
            args: { input: t.arg({ type: editing.updateInput, required: true }) },
            resolve: (_root, args, context) =>
              generic(
                service.update(
                  serviceContext(context),
                  args.input as { id: string; expectedVersion: number },
                ),
              ),
          }),
          [`delete${typeName}`]: t.field({
            type: ref,
            authScopes: { permission: permission('delete') },
            args: { input: t.arg({ type: editing.deleteInput, required: true }) },
            resolve: (_root, args, context) =>
              generic(service.delete(serviceContext(context), args.input.id)),
          }),
        }),
  }));

  // An event reaches whoever getX would give the record to at that moment (decision 090).
  addChangeSubscriptions<Table['$inferSelect']>(
    typeName,
    ref,
    permission('list'),
    async ({ db, viewer }, row) =>
      viewer !== null &&
      can(viewer.group, permission('get')) &&
      (await service.canRead(db, viewer, row)),
    (snapshot) => service.rowOf(snapshot),
  );
}
