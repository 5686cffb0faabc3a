import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { sortAfterClick, type ListSort, type SortableColumn } from './list-sort';
import classes from './RecordTable.module.css';

/**
 * The widths of a table's box below which a column may be hidden (RecordTable.module.css has a
 * rule for each): 1300 hides it on both common laptops (a 1440 px window leaves the table 1158
 * px, a 1280 px one 998 px), 1100 on the smaller one.
 */
type TableWidth = 1100 | 1300;

export interface TableColumn<Item> {
  label: string;
  render: (item: Item) => ReactNode;
  /** Given: the header sorts the list by this column (the server's sortBy). */
  sort?: Omit<SortableColumn, 'label'>;
  /** Kept on one line (dates, times): '2026-11-27' must not break at its hyphens. */
  nowrap?: boolean;
  /** Long words (e-mail addresses) break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
  /** The column's least width in px, for a short phrase that reads badly broken. */
  minWidth?: number;
  /**
   * Hidden while the table's box is narrower than this: a column a caseworker seldom scans in
   * the list, whose value the record's details still show, so that the name, status and
   * actions fit without sideways scrolling (product.md §2.2, decision 101). Never the first
   * column, nor a status.
   */
  hideBelow?: TableWidth;
}

const HIDDEN_BELOW: Record<TableWidth, string | undefined> = {
  1100: classes.hideBelow1100,
  1300: classes.hideBelow1300,
};

/** The class names of a column's cells: how it wraps, and below which width it is hidden. */
function cellClasses(
  column: Pick<TableColumn<unknown>, 'nowrap' | 'breakAnywhere' | 'hideBelow'>,
  first: boolean,
): string | undefined {
  const names = [
    first && classes.sticky,
    column.nowrap && classes.oneLine,
    column.breakAnywhere && classes.breakAnywhere,
    column.hideBelow && HIDDEN_BELOW[column.hideBelow],
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** A part of a cell kept on one line (a date beside words that may wrap). */
export function OneLine({ children }: { children: ReactNode }) {
  return <span className={classes.oneLine}>{children}</span>;
}

/**
 * A day ('Fri, Mar 1, 2030') or a clock time ('9:00 AM') as every page writes it (decision 049),
 * with the dash of a range after it: the dash ends a line rather than starting one.
 */
const DAY_OR_CLOCK = /((?:[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}|\d{1,2}:\d{2} [AP]M)(?: –)?)/;

/**
 * Dates and times that may wrap between one another but never inside one: a narrow column
 * reads 'Fri, Mar 1, 2030, / 9:00 AM – / 12:00 PM', not 'Fri, Mar 1, / 2030, 9:00 / AM'.
 */
export function DateTimeText({ text }: { text: string }) {
  return text
    .split(DAY_OR_CLOCK)
    .map((part, index) =>
      index % 2 === 1 ? (
        <OneLine key={index}>{part}</OneLine>
      ) : (
        part && <Fragment key={index}>{part}</Fragment>
      ),
    );
}

/** An e-mail address that wraps, when it must, after its @ and before its dots. */
export function EmailText({ address }: { address: string }) {
  return address.split(/(?<=@)|(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

interface RecordTableProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /**
   * The first column names the row (a row header for screen readers, held in view when a narrow
   * box scrolls the table sideways); the table is as wide as its columns need, its long text
   * wrapping, and lower-priority columns leave narrow boxes (`hideBelow`).
   */
  columns: readonly TableColumn<Item>[];
  /** View, Edit, Delete: the last column. */
  actions?: (item: Item) => ReactNode;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}

/** A sortable column's header: a button that sorts by it, with aria-sort saying how it is. */
function SortHeader({
  column,
  sort,
  onSort,
  className,
}: {
  column: SortableColumn;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  className?: string;
}) {
  const active = sort.sortBy === column.sortBy;
  const ascending = sort.sortDirection === 'ASC';
  const Icon = !active ? IconSelector : ascending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
      className={className}
    >
      {/* A two-word label may take two lines, its arrow beside the last word. */}
      <UnstyledButton onClick={() => onSort(sortAfterClick(sort, column))} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" component="span">
          {column.label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A page of records as a table (decision 050): a row per record, its name as the row header, the
 * sortable columns' headers sorting the whole list on the server, and the row's actions last. It
 * fits its box on a laptop rather than scrolling sideways (product.md §2.2, decision 101): long
 * text wraps, dates stay whole, and columns declared `hideBelow` leave a narrower box; a box
 * narrower still (a tablet) scrolls it, its names held in view.
 */
export function RecordTable<Item>({
  items,
  itemKey,
  columns,
  actions,
  sort,
  onSort,
}: RecordTableProps<Item>) {
  // A header wraps between its words even over a column kept on one line ('Clearance Expires'
  // over a date): it is the cells that set the column's least width.
  const headerClasses = (column: TableColumn<Item>, index: number) =>
    cellClasses({ hideBelow: column.hideBelow }, index === 0);
  return (
    <Table.ScrollContainer minWidth={0} className={classes.box}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) =>
              column.sort ? (
                <SortHeader
                  key={column.label}
                  column={{ label: column.label, ...column.sort }}
                  sort={sort}
                  onSort={onSort}
                  className={headerClasses(column, index)}
                />
              ) : (
                <Table.Th key={column.label} scope="col" className={headerClasses(column, index)}>
                  {column.label}
                </Table.Th>
              ),
            )}
            {actions && <Table.Th scope="col">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th
                    key={column.label}
                    scope="row"
                    fw={600}
                    className={cellClasses(column, true)}
                  >
                    {column.render(item)}
                  </Table.Th>
                ) : (
                  <Table.Td
                    key={column.label}
                    className={cellClasses(column, false)}
                    miw={column.minWidth}
                  >
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
