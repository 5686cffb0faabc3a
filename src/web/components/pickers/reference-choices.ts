/**
 * Where a picker of facilities or volunteers finds its choices (decision 055): the server
 * searches as one types and answers the first matches, so a picker costs the same in a
 * programme of ten facilities or of a thousand.
 */
export interface Choice {
  value: string;
  label: string;
}

/** How many matches a picker shows; typing more narrows them. */
export const CHOICES_SHOWN = 20;

export interface ReferenceChoices {
  /** Its queries' key: under the record type's key, so live updates and writes refresh them. */
  queryKey: readonly unknown[];
  /** The first CHOICES_SHOWN records matching `text` (the first of all when it is empty). */
  search: (text: string) => Promise<Choice[]>;
  /** The name of one record (null if it is gone), for a value chosen elsewhere (the address). */
  nameOf: (id: string) => Promise<string | null>;
}

/** The first choices, as a picker asks for them when it opens (one query, shared). */
export function firstChoicesQuery(choices: ReferenceChoices) {
  return {
    queryKey: [...choices.queryKey, 'search', ''],
    queryFn: () => choices.search(''),
    staleTime: 30_000,
  };
}

/**
 * The name a record carries for its reference (facilityName beside facilityId), while the form
 * still holds that reference; null once another is chosen (the picker names that one).
 */
export function carriedName(
  storedId: string | null | undefined,
  storedName: string | null | undefined,
  value: string | null | undefined,
): string | null {
  return storedId && storedId === value ? (storedName ?? null) : null;
}

/**
 * A list reference's names by id: the record carries them in the order of its ids, leaving out
 * those whose record is gone, so they pair up only when none is left out (else: looked up).
 */
export function carriedNames(
  ids: readonly string[] | undefined,
  names: readonly string[] | undefined,
): ReadonlyMap<string, string> {
  if (!ids || !names || ids.length !== names.length) return new Map();
  return new Map(ids.map((id, at) => [id, names[at]!]));
}
