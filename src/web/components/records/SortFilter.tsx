import { Select } from '@mantine/core';
import type { SortDirection } from '../../lib/paged-list';
import { sortChoiceLabel, type ListSort, type SortableColumn } from './list-sort';

/**
 * The Sort choice among the filters: every sortable column in both directions. The table view's
 * column headers set the same sort; cards and phones sort with this.
 */
export function SortFilter({
  columns,
  value,
  onChange,
  width = 230,
}: {
  columns: readonly SortableColumn[];
  value: ListSort;
  onChange: (sort: ListSort) => void;
  width?: number;
}) {
  const directions: SortDirection[] = ['ASC', 'DESC'];
  return (
    <Select
      label="Sort"
      w={width}
      allowDeselect={false}
      data={columns.flatMap((column) =>
        directions.map((direction) => ({
          value: `${column.sortBy}:${direction}`,
          label: sortChoiceLabel(column, direction),
        })),
      )}
      value={`${value.sortBy}:${value.sortDirection}`}
      onChange={(chosen) => {
        if (!chosen) return;
        const [sortBy = value.sortBy, direction] = chosen.split(':');
        onChange({ sortBy, sortDirection: direction === 'DESC' ? 'DESC' : 'ASC' });
      }}
    />
  );
}
