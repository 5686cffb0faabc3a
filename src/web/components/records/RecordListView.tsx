import {
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CsvFile, ListSelection } from '../../lib/csv-download';
import type { PagedList } from '../../lib/paged-list';
import { LoadError } from '../LoadError';
import { ExportCsvButton } from './ExportCsvButton';
import { useFoldingFilters, usePhoneWidth } from './FoldingFilters';
import { useListLayout, type ListLayout } from './list-layout';

interface RecordListViewProps<Item, Filter> {
  list: PagedList<Item, Filter>;
  /** 'clients': used in the loading label and the failure message. */
  plural: string;
  searchPlaceholder?: string;
  /** Filter controls beside the search box. */
  filters?: ReactNode;
  /** Shown when there are no records at all (no search, no filter). */
  emptyText: string;
  /** Replaces the empty text when the page has its own empty state (with buttons). */
  emptyState?: ReactNode;
  /** False for lists the server cannot search: no search box is shown. */
  searchable?: boolean;
  /** Shown beside the spinner while the first page loads, e.g. product.md §2.9's. */
  loadingText?: string;
  /** Cards side by side on wide screens, instead of one per row. */
  grid?: boolean;
  /**
   * True when a filter narrows the list (the empty text then says nothing matched); by default,
   * when any filter differs from how the page opens the list (sort order and tabs do not count).
   */
  filtered?: boolean;
  /** One card per record... */
  renderItem?: (item: Item) => ReactNode;
  itemKey?: (item: Item) => string;
  /** ...or the whole page of records at once, e.g. as a table... */
  renderItems?: (items: Item[]) => ReactNode;
  /** ...which a phone shows as one stacked row per record instead (no sideways scrolling). */
  renderPhoneItem?: (item: Item) => ReactNode;
  /**
   * Given with both renderItem and renderItems: a Cards / Table choice, remembered per person on
   * this device under this name (e.g. 'clients'). A phone always shows cards or stacked rows.
   */
  layoutName?: string;
  /** Given: an Export CSV button saves the whole list with the current search and filter. */
  exportCsv?: (selection: ListSelection<Filter>) => Promise<CsvFile>;
}

/** "26–50 of 400": where this page sits in the whole list (product.md §12). */
function rangeText(first: number, count: number, total: number | null): string {
  const range = `${first}–${first + count - 1}`;
  return total === null ? range : `${range} of ${total}`;
}

/** Search, filters, the page of cards, paging, and the loading, empty and failed states. */
export function RecordListView<Item, Filter>({
  list,
  plural,
  searchPlaceholder,
  filters,
  emptyText,
  filtered,
  renderItem,
  itemKey,
  renderItems,
  renderPhoneItem,
  emptyState,
  loadingText,
  grid = false,
  searchable = true,
  exportCsv,
  layoutName,
}: RecordListViewProps<Item, Filter>) {
  const { query, items } = list;
  const narrowed = (filtered ?? list.activeFilterCount > 0) || list.searchText.trim() !== '';
  // A phone folds the filters behind one button, so the list starts on the first screen.
  const phone = usePhoneWidth();
  const folding = useFoldingFilters(filters, list.activeFilterCount);
  const foldFilters = phone && filters !== undefined;
  const phoneRows = phone && renderPhoneItem !== undefined && itemKey !== undefined;
  const [layout, setLayout] = useListLayout(layoutName ?? plural);
  const offersLayouts = layoutName !== undefined && renderItem !== undefined && !!renderItems;
  // Cards when the page has no table, on a phone, or when the person chose them.
  const showTable = !!renderItems && !phoneRows && (!renderItem || (layout === 'table' && !phone));
  const showCards = !!renderItem && !showTable && !phoneRows;
  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {searchable && (
          <TextInput
            label="Search"
            type="search"
            placeholder={searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.searchText}
            onChange={(event) => list.setSearchText(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
        )}
        {foldFilters ? folding.button : filters}
        {offersLayouts && !phone && (
          <SegmentedControl
            aria-label="Layout"
            data={[
              { value: 'cards', label: 'Cards' },
              { value: 'table', label: 'Table' },
            ]}
            value={layout}
            onChange={(chosen) => setLayout(chosen as ListLayout)}
          />
        )}
        {exportCsv && (
          <ExportCsvButton
            plural={plural}
            exportFile={() =>
              exportCsv({ search: list.searchText.trim() || null, filter: list.filter })
            }
          />
        )}
      </Group>
      {foldFilters && folding.panel}

      {query.isPending && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-label={`Loading ${plural}`} />
            {loadingText && <Text>{loadingText}</Text>}
          </Stack>
        </Center>
      )}
      {query.isError && (
        <LoadError
          message={`Failed to load ${plural}. ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess &&
        items.length === 0 &&
        (emptyState ?? (
          <Text py="xl" ta="center">
            {narrowed ? `No ${plural} match the search and filters.` : emptyText}
          </Text>
        ))}
      {items.length > 0 && phoneRows && (
        <Stack
          gap="xs"
          component="section"
          aria-label={`${plural} list`}
          aria-busy={query.isFetching}
        >
          {items.map((item) => (
            <div key={itemKey(item)}>{renderPhoneItem(item)}</div>
          ))}
        </Stack>
      )}
      {items.length > 0 && renderItems && showTable && (
        <section aria-label={`${plural} list`} aria-busy={query.isFetching}>
          {renderItems(items)}
        </section>
      )}
      {items.length > 0 && renderItem && itemKey && showCards && (
        <SimpleGrid
          cols={grid ? { base: 1, sm: 2, lg: 3 } : 1}
          spacing="sm"
          component="section"
          aria-label={`${plural} list`}
          aria-busy={query.isFetching}
        >
          {items.map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
        </SimpleGrid>
      )}
      {items.length > 0 && (
        <Group justify="space-between" component="nav" aria-label="Pages">
          <Text size="sm" aria-live="polite">
            {rangeText(list.firstItemNumber, items.length, list.total)}
          </Text>
          {(list.hasPrevious || list.hasNext) && (
            <Group gap="xs">
              <Button variant="default" disabled={!list.hasPrevious} onClick={list.previous}>
                Previous
              </Button>
              <Button variant="default" disabled={!list.hasNext} onClick={list.next}>
                Next
              </Button>
            </Group>
          )}
        </Group>
      )}
    </Stack>
  );
}
