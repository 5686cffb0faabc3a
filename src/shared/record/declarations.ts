/**
 * Every declared record type, by its API type name: for what reads any record's fields, such as
 * the history's field labels.
 */
import type { Fields, RecordDeclaration } from './define-record';
import type { FieldDef } from './field';
import { DECLARED_RECORD_TYPES } from './record-types.generated';

interface RegisteredRecordType {
  declaration: RecordDeclaration<Fields>;
  exportName: string;
  /** Below src/shared/domain, without its extension. */
  module: string;
  /**
   * The folder below src/web/features of its generated fragment (a typed GraphQL fragment of its
   * fields); none for a type the pages read from its declaration alone.
   */
  feature?: string;
}

/**
 * The record types: every declaration below src/shared/domain is one, collected by
 * `npm run schema:print` into record-types.generated.ts (decisions 042 and 115). The generated
 * sources (scripts/generated-sources.ts) and everything that reads any record's fields come from
 * this list; `scripts/record-registry.test.ts` names what a new type must still have of its own
 * (its permissions, its API, its table, its access test).
 */
export const RECORD_TYPES: readonly RegisteredRecordType[] = DECLARED_RECORD_TYPES.map(
  ({ declaration, exportName, module }) => ({
    // The one place a declaration of particular fields is read as any fields.
    declaration: declaration as unknown as RecordDeclaration<Fields>,
    exportName,
    module,
    feature: declaration.webFeature,
  }),
);

const DECLARATIONS = RECORD_TYPES.map((type) => type.declaration);

/** The declared record types' API names ('Client'), for the documents that list them. */
export const DECLARED_TYPE_NAMES: readonly string[] = DECLARATIONS.map(
  (declaration) => declaration.typeName,
);

const FIELDS_BY_TYPE: ReadonlyMap<string, Readonly<Record<string, FieldDef>>> = new Map(
  DECLARATIONS.map((declaration) => [declaration.typeName, declaration.fields]),
);

/** The declared field `field` of record type `typeName` ('Client'), if it is one. */
export function declaredField(typeName: string, field: string): FieldDef | undefined {
  return FIELDS_BY_TYPE.get(typeName)?.[field];
}

/**
 * The record types kept beside a client, found by their `clientId` reference to one: a client's
 * trail includes their entries, deleting the client deletes them, anonymising the client
 * anonymises them (server/modules/client/records-beside-client.ts).
 */
export const TYPES_KEPT_BESIDE_A_CLIENT: readonly RecordDeclaration<Fields>[] = DECLARATIONS.filter(
  (declaration) => declaration.fields.clientId?.references === 'client',
);
