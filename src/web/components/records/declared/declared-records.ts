/**
 * A declared record type's reads and writes from its declaration alone (decision 042): the list of
 * one client's records (or of all, for a programme's default list), create, update and delete,
 * as the API derived from the same declaration answers them (server/graphql/declared-api.ts). A
 * record type shown in a section of a page needs no GraphQL of its own; one with a page of its own
 * keeps typed documents (gql.tada) for what it asks beyond its fields.
 */
import { parse } from '@0no-co/graphql.web';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import {
  readFieldNames,
  type Fields,
  type RecordDeclaration,
} from '../../../../shared/record/define-record';
import type { FieldDef } from '../../../../shared/record/field';
import type { CsvFile } from '../../../lib/csv-download';
import { request } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';

/** A field's value as the API answers it. */
type ValueOf<Field extends FieldDef> = Field['kind'] extends 'flag'
  ? boolean
  : Field['kind'] extends 'integer' | 'decimal'
    ? number | null
    : Field['kind'] extends 'list' | 'references'
      ? string[]
      : string | null;

/** A stored record as its declaration's fields read it, with its id, version and `extra`. */
export type DeclaredRecord<F extends Fields> = { id: string; version: number } & {
  [K in keyof F]: ValueOf<F[K]>;
} & Record<string, unknown>;

type Variables = Record<string, unknown>;

export const documentOf = <Result>(text: string) =>
  parse(text) as unknown as TadaDocumentNode<Result, Variables>;

/** The query key of a declared record type's lists: refreshed by its writes. */
export const declaredKey = (declaration: Pick<RecordDeclaration, 'typeName'>): QueryKey => [
  'declared',
  declaration.typeName,
];

interface ListOptions {
  /** One client's records; absent: all (a programme's default list). */
  clientId?: string;
  /** Fields the API adds beyond the declared ones (a document's `dueOn`). */
  extraFields?: readonly string[];
}

function declaredListQuery<F extends Fields>(
  declaration: RecordDeclaration<F>,
  { clientId, extraFields = [] }: ListOptions = {},
) {
  const list = `list${declaration.pluralName}`;
  const selection = [...readFieldNames(declaration), ...extraFields].join(' ');
  const document = documentOf<Record<string, { items: DeclaredRecord<F>[] }>>(
    clientId === undefined
      ? `query List${declaration.pluralName} { ${list}(limit: 200) { items { ${selection} } } }`
      : `query List${declaration.pluralName}($clientId: ID!) { ${list}(filter: { clientId: { eq: $clientId } }, limit: 200) { items { ${selection} } } }`,
  );
  return queryOptions({
    queryKey: [...declaredKey(declaration), clientId ?? null],
    queryFn: async () =>
      (await request(document, (clientId === undefined ? {} : { clientId }) as Variables))[list]!
        .items,
  });
}

export function useDeclaredList<F extends Fields>(
  declaration: RecordDeclaration<F>,
  options: ListOptions = {},
) {
  return useQuery(declaredListQuery(declaration, options));
}

const mutationOf = (operation: string, typeName: string) =>
  documentOf<unknown>(
    `mutation ${operation}${typeName}($input: ${operation}${typeName}Input!) { ${operation.toLowerCase()}${typeName}(input: $input) { id } }`,
  );

/**
 * Saves a record: a new one whole, a stored one by the fields that changed (so that a person
 * allowed to change only some, such as a client's volunteer, sends only those). `alsoRefresh`:
 * lists that show something of it.
 */
export function useSaveDeclared<F extends Fields>(
  declaration: RecordDeclaration<F>,
  alsoRefresh: QueryKey[] = [],
) {
  const create = mutationOf('Create', declaration.typeName);
  const update = mutationOf('Update', declaration.typeName);
  return useInvalidatingMutation(
    [declaredKey(declaration), ...alsoRefresh],
    ({ stored, values }: { stored: DeclaredRecord<F> | null; values: Variables }) => {
      if (!stored) return request(create, { input: values });
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([name, value]) => JSON.stringify(value) !== JSON.stringify(stored[name] ?? null),
        ),
      );
      return request(update, {
        input: { id: stored.id, expectedVersion: stored.version, ...changed },
      });
    },
  );
}

export function useDeleteDeclared<F extends Fields>(
  declaration: RecordDeclaration<F>,
  alsoRefresh: QueryKey[] = [],
) {
  const remove = mutationOf('Delete', declaration.typeName);
  return useInvalidatingMutation(
    [declaredKey(declaration), ...alsoRefresh],
    (record: DeclaredRecord<F>) => request(remove, { input: { id: record.id } }),
  );
}

/** Every record of the type the caller may read, as the CSV file its API exports. */
export async function exportDeclared(
  declaration: Pick<RecordDeclaration, 'pluralName'>,
): Promise<CsvFile> {
  const field = `export${declaration.pluralName}`;
  const document = parse(
    `query { ${field} { fileName rowCount csv } }`,
  ) as unknown as TadaDocumentNode<Record<string, CsvFile>, Record<string, never>>;
  return (await request(document))[field]!;
}
