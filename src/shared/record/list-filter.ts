/**
 * A list's filter as the API takes it (`Model<Type>FilterInput`), from the values of the page's
 * filters and the record type's declaration (decision 042): a value held under a declared field's
 * name is matched exactly (a choice, a reference, a yes/no), and a declared date's range is read
 * from the two values the page keeps its bounds under. Values that are not declared fields (the
 * sort, a condition the server computes) are the page's own and are left out.
 */
import type { Fields, RecordDeclaration } from './define-record';

/** For a date field: the names of the values holding its first and last day (inclusive). */
export type DateRangeKeys = Readonly<Record<string, readonly [from: string, to: string]>>;

/** The default bounds of a date field `releaseDate`: `releaseDateFrom` and `releaseDateTo`. */
export const rangeKeysOf = (field: string, ranges: DateRangeKeys = {}) =>
  ranges[field] ?? ([`${field}From`, `${field}To`] as const);

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

export function modelFilterOf<F extends Fields>(
  declaration: RecordDeclaration<F>,
  pageValues: object,
  ranges: DateRangeKeys = {},
): Record<string, unknown> {
  const values = pageValues as Readonly<Record<string, unknown>>;
  const filter: Record<string, unknown> = {};
  for (const name of declaration.fieldNames) {
    const field = declaration.fields[name]!;
    if (field.filter === false) continue;
    if (field.kind === 'date') {
      const [fromKey, toKey] = rangeKeysOf(name, ranges);
      const [from, to] = [values[fromKey], values[toKey]];
      if (given(from) || given(to)) {
        filter[name] = { ...(given(from) ? { ge: from } : {}), ...(given(to) ? { le: to } : {}) };
      }
    } else if (given(values[name]) && !Array.isArray(values[name])) {
      filter[name] = { eq: values[name] };
    }
  }
  return filter;
}
