/** Filter inputs and list results shared by every model (architecture.md §3). */
import type { ObjectRef } from '@pothos/core';
import { SORT_DIRECTIONS } from '../db/ordering';
import { builder } from './builder';
import { ONE_PER_ITEM } from './request-cost';

export const SortDirection = builder.enumType('SortDirection', {
  description: 'The direction of a list: ASC, smallest first; DESC, largest first',
  values: SORT_DIRECTIONS,
});

export const ModelStringInput = builder.inputType('ModelStringInput', {
  fields: (t) => ({
    eq: t.string(),
    ne: t.string(),
    in: t.stringList(),
    contains: t.string(),
    ge: t.string(),
    le: t.string(),
    between: t.stringList(),
  }),
});

export const ModelIDInput = builder.inputType('ModelIDInput', {
  fields: (t) => ({ eq: t.id(), ne: t.id(), in: t.idList() }),
});

export const ModelFloatInput = builder.inputType('ModelFloatInput', {
  fields: (t) => ({
    eq: t.float(),
    ne: t.float(),
    in: t.floatList(),
    ge: t.float(),
    le: t.float(),
    between: t.floatList(),
  }),
});

export const ModelIntInput = builder.inputType('ModelIntInput', {
  fields: (t) => ({
    eq: t.int(),
    ne: t.int(),
    in: t.intList(),
    ge: t.int(),
    le: t.int(),
    between: t.intList(),
  }),
});

/** Instants compared as instants (ISO 8601 with offset). */
export const ModelDateTimeInput = builder.inputType('ModelDateTimeInput', {
  fields: (t) => ({
    eq: t.field({ type: 'DateTime' }),
    ne: t.field({ type: 'DateTime' }),
    ge: t.field({ type: 'DateTime' }),
    le: t.field({ type: 'DateTime' }),
    between: t.field({ type: ['DateTime'] }),
  }),
});

export const ModelBooleanInput = builder.inputType('ModelBooleanInput', {
  fields: (t) => ({ eq: t.boolean(), ne: t.boolean() }),
});

/** Filter input for an enumeration: eq, ne and in. */
export function enumFilterInput<Values extends readonly [string, ...string[]]>(
  name: string,
  values: Values,
) {
  const enumRef = builder.enumType(name, { values });
  const input = builder.inputType(`Model${name}Input`, {
    fields: (t) => ({
      eq: t.field({ type: enumRef }),
      ne: t.field({ type: enumRef }),
      in: t.field({ type: [enumRef] }),
    }),
  });
  return { enumRef, input };
}

/** `Model<Name>Connection { items nextToken }`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Pothos refs are generic over the schema types
export function connectionType<Item>(name: string, itemRef: ObjectRef<any, Item>) {
  return builder
    .objectRef<{ items: Item[]; nextToken: string | null }>(`Model${name}Connection`)
    .implement({
      fields: (t) => ({
        // The list field's own `limit` already multiplies what each item costs (request-cost.ts).
        items: t.field({
          type: [itemRef],
          complexity: ONE_PER_ITEM,
          resolve: (page) => page.items,
        }),
        nextToken: t.exposeString('nextToken', { nullable: true }),
      }),
    });
}
