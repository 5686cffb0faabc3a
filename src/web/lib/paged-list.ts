/**
 * One page of a server-side list, with search, filters and keyset paging (architecture.md §3).
 * Lists such as clients hold thousands of records: only the page on screen is loaded, and the
 * search text is sent once typing pauses, so typing never waits on the list.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddressState, type AddressValue } from './address-state';

const PAGE_SIZE = 25;

/** A list's order by its date (or name): ASC oldest first, DESC newest first. */
export type SortDirection = 'ASC' | 'DESC';
/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 300;

export interface PageRequest<Filter> {
  search: string | null;
  filter: Filter;
  limit: number;
  nextToken: string | null;
}

export interface PageResult<Item> {
  items: Item[];
  nextToken?: string | null;
  /** How many records the list holds over all its pages with this search and filter. */
  total?: number;
}

/**
 * A list answer whose document also asks `total: countX(...)` with the same search and filter:
 * the page with its total, so the list can say "1–25 of 400" (one request, not two).
 */
const NO_ITEMS: never[] = [];

export function pageWithTotal<Key extends string, Item>(
  data: { [key in Key]: { items: Item[]; nextToken?: string | null } } & { total: number },
  key: Key,
): PageResult<Item> {
  return { ...data[key], total: data.total };
}

/** Parts of a list's view that order or divide it rather than narrow it: not counted as filters. */
const NOT_FILTERS = new Set(['sortBy', 'sortDirection', 'tab', 'openFirst']);

export function usePagedList<Item, Filter>(options: {
  queryKey: QueryKey;
  initialFilter: Filter;
  fetchPage: (request: PageRequest<Filter>) => Promise<PageResult<Item>>;
  pageSize?: number;
  /** Names this list's part of the address when a page shows two lists (address-state.ts). */
  addressKey?: string;
}) {
  const { queryKey, initialFilter, fetchPage, pageSize = PAGE_SIZE, addressKey } = options;
  // The search and filters live in the address: Back, reload and a shared link restore them.
  // One address state for both, so a search and a filter changed in one moment both stay.
  // Filters are flat records of address values (text, number, yes/no, none).
  type View = Record<string, AddressValue>;
  const [view, changeView] = useAddressState<View>(
    { ...(initialFilter as View), search: '' },
    addressKey,
  );
  const { search: addressSearch, ...filterValues } = view;
  const filter = filterValues as Filter;
  const [searchText, setSearchTextState] = useState(String(addressSearch ?? ''));
  // The tokens of the pages before the current one, so Previous can go back; they belong to
  // one search and filter, and a different one (also by Back) starts again from page 1.
  const selection = JSON.stringify([searchText.trim(), filter]);
  const [paging, setPaging] = useState({ selection, tokens: [null] as (string | null)[] });
  const tokens = paging.selection === selection ? paging.tokens : [null];
  const setTokens = (update: (current: (string | null)[]) => (string | null)[]) =>
    setPaging({ selection, tokens: update(tokens) });
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const token = tokens.at(-1) ?? null;

  const query = useQuery({
    queryKey: [...queryKey, { search: debouncedSearch, filter, token, pageSize }],
    queryFn: () =>
      fetchPage({ search: debouncedSearch || null, filter, limit: pageSize, nextToken: token }),
    placeholderData: keepPreviousData,
  });

  const nextToken = query.data?.nextToken ?? null;
  const pageNumber = tokens.length;

  return {
    query,
    // One empty list while loading, not a new one each render: what reads it may depend on it.
    items: query.data?.items ?? NO_ITEMS,
    searchText,
    setSearchText: (text: string) => {
      setSearchTextState(text);
      changeView({ search: text.trim() });
    },
    filter,
    setFilter: (changes: Partial<Filter>) => changeView(changes as View),
    /** How many filters narrow the list beyond how the page opens it ('Filters (2)' on a phone). */
    activeFilterCount: Object.entries(filterValues).filter(
      ([key, value]) => !NOT_FILTERS.has(key) && value !== (initialFilter as View)[key],
    ).length,
    pageNumber,
    /** Null until known, and for lists that do not count. */
    total: query.data?.total ?? null,
    firstItemNumber: (pageNumber - 1) * pageSize + 1,
    hasNext: nextToken !== null && !query.isPlaceholderData,
    hasPrevious: pageNumber > 1,
    next: () => {
      if (nextToken) setTokens((current) => [...current, nextToken]);
    },
    previous: () => setTokens((current) => (current.length > 1 ? current.slice(0, -1) : current)),
  };
}

export type PagedList<Item, Filter> = ReturnType<typeof usePagedList<Item, Filter>>;
