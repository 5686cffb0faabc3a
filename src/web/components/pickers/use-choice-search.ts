import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { firstChoicesQuery, type Choice, type ReferenceChoices } from './reference-choices';

/** Each choice once, the first occurrence kept (a chosen value may also be a match). */
export function distinct(choices: readonly Choice[]): Choice[] {
  const seen = new Set<string>();
  return choices.filter((choice) => !seen.has(choice.value) && seen.add(choice.value));
}

/**
 * The server's matches for `text` ('' : the first choices), asked only once the picker has
 * opened, the last ones kept while the next arrive; and what the list says when it shows none
 * (`pending`: something typed is not searched yet).
 */
export function useChoiceSearch(
  choices: ReferenceChoices,
  {
    opened,
    text,
    pending,
    nothingFound,
  }: { opened: boolean; text: string; pending: boolean; nothingFound: ReactNode },
) {
  const matches = useQuery({
    ...firstChoicesQuery(choices),
    ...(text
      ? { queryKey: [...choices.queryKey, 'search', text], queryFn: () => choices.search(text) }
      : {}),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const nothingFoundMessage = matches.isError
    ? 'Could not search. Close and open the list to try again.'
    : matches.isFetching || pending
      ? 'Searching…'
      : nothingFound;
  return { matches: matches.data ?? [], nothingFoundMessage };
}
