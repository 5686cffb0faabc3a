import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { sortAfterClick, type ListSort, type SortableColumn } from './list-sort';

export interface TableColumn<Item> {
  label: string;
  render: (item: Item) => ReactNode;
  /** Given: the header sorts the list by this column (the server's sortBy). */
  sort?: Omit<SortableColumn, 'label'>;
  /** Kept on one line (dates, times): '2026-11-27' must not break at its hyphens. */
  nowrap?: boolean;
}

const ONE_LINE = { whiteSpace: 'nowrap' } as const;

interface RecordTableProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** The first column names the row (a row header for screen readers). */
  columns: readonly TableColumn<Item>[];
  /** View, Edit, Delete: the last column. */
  actions?: (item: Item) => ReactNode;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  /** Below this width the table scrolls inside its box rather than squeezing its columns. */
  minWidth?: number;
}

/** A sortable column's header: a button that sorts by it, with aria-sort saying how it is. */
function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: SortableColumn;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const active = sort.sortBy === column.sortBy;
  const ascending = sort.sortDirection === 'ASC';
  const Icon = !active ? IconSelector : ascending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th scope="col" aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton
        onClick={() => onSort(sortAfterClick(sort, column))}
        fw={700}
        fz="sm"
        style={ONE_LINE}
      >
        <Group gap={4} wrap="nowrap" component="span">
          {column.label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A page of records as a table (issue 31): a row per record, its name as the row header, the
 * sortable columns' headers sorting the whole list on the server, and the row's actions last.
 */
export function RecordTable<Item>({
  items,
  itemKey,
  columns,
  actions,
  sort,
  onSort,
  minWidth = 900,
}: RecordTableProps<Item>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.label}
                  column={{ label: column.label, ...column.sort }}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <Table.Th key={column.label} scope="col" style={ONE_LINE}>
                  {column.label}
                </Table.Th>
              ),
            )}
            {actions && (
              <Table.Th scope="col" style={ONE_LINE}>
                Actions
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.label} scope="row" fw={600}>
                    {column.render(item)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.label} style={column.nowrap ? ONE_LINE : undefined}>
                    {column.render(item)}
                  </Table.Td>
                ),
              )}
              {actions && <Table.Td>{actions(item)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The sortable columns of a table, for its Sort choice among the filters. */
export function sortableColumns<Item>(columns: readonly TableColumn<Item>[]): SortableColumn[] {
  return columns.flatMap((column) =>
    column.sort ? [{ label: column.label, ...column.sort }] : [],
  );
}
