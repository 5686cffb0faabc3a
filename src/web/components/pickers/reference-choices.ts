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
