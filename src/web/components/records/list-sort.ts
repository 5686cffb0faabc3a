/**
 * How a list is sorted: one of its sortable columns (the server's `sortBy`) and a direction. The
 * table's column headers and the Sort choice of the filters (cards, phones) both set it, and it
 * lives in the address with the filters (product.md §2.2, decision 050).
 */
import { humanize } from '../../lib/format';
import type { SortDirection } from '../../lib/paged-list';

/** What the words of a sort choice say: "Name: A to Z", "Date: latest first". */
type SortKind = 'text' | 'date' | 'number' | 'ordered';

export interface SortableColumn {
  /** The column's header, e.g. 'Release Date'. */
  label: string;
  /** The list's sortBy value, e.g. 'RELEASE_DATE'. */
  sortBy: string;
  kind: SortKind;
  /** For 'ordered' (statuses, in the order they move through): the first and the last value. */
  order?: readonly [first: string, last: string];
}

export interface ListSort {
  sortBy: string;
  sortDirection: SortDirection;
}

const WORDS: Record<Exclude<SortKind, 'ordered'>, [string, string]> = {
  text: ['A to Z', 'Z to A'],
  date: ['earliest first', 'latest first'],
  number: ['lowest first', 'highest first'],
};

/** "Release Date: earliest first": the choice's label in a Sort menu. */
export function sortChoiceLabel(column: SortableColumn, direction: SortDirection): string {
  const [ascending, descending] =
    column.kind === 'ordered'
      ? [`${column.order?.[0] ?? 'first'} first`, `${column.order?.[1] ?? 'last'} first`]
      : WORDS[column.kind];
  return `${column.label}: ${direction === 'ASC' ? ascending : descending}`;
}

/** What a click on a column header does: the same column turns round; another starts at its head. */
export function sortAfterClick(current: ListSort, column: SortableColumn): ListSort {
  if (current.sortBy === column.sortBy) {
    return {
      sortBy: column.sortBy,
      sortDirection: current.sortDirection === 'ASC' ? 'DESC' : 'ASC',
    };
  }
  // Dates start with the latest (what people look for); names and numbers from the top.
  return { sortBy: column.sortBy, sortDirection: column.kind === 'date' ? 'DESC' : 'ASC' };
}

/**
 * A status column, sorted in the order its values move through (the server sorts enumerations
 * by their order of declaration): "Status: Scheduled first" / "Status: Postponed first".
 */
export function inOrderOf(
  sortBy: string,
  values: readonly string[],
): Omit<SortableColumn, 'label'> {
  return {
    sortBy,
    kind: 'ordered',
    order: [humanize(values[0] ?? ''), humanize(values.at(-1) ?? '')],
  };
}
