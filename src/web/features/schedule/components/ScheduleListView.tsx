import { Group, Stack, Tabs } from '@mantine/core';
import { SCHEDULE_STATUSES } from '../../../../shared/domain/schedule/schedule.enums';
import type { ReactNode } from 'react';
import {
  emptyScheduleText,
  SCHEDULE_TABS,
  type ScheduleTab,
} from '../../../../shared/domain/schedule/schedule.rules';
import { ChoiceFilter } from '../../../components/records/ListFilters';
import type { ListSort, SortableColumn } from '../../../components/records/list-sort';
import {
  RecordTable,
  sortableColumns,
  type TableColumn,
} from '../../../components/records/RecordTable';
import { SortFilter } from '../../../components/records/SortFilter';
import { useFoldingFilters, usePhoneWidth } from '../../../components/records/FoldingFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import { enumOptions, humanize } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { VolunteerFilter } from './VolunteerFilter';
import {
  exportSchedules,
  scheduleOrder,
  useScheduleCounts,
  useScheduleList,
  type Schedule,
  type ScheduleFilter,
} from '../api/schedule.api';

/** Pending first: the requests waiting for someone's decision (product.md §2.9). */
const STATUS_OPTIONS = enumOptions(SCHEDULE_STATUSES);

/** product.md §2.9's loading text. */
const SCHEDULES_LOADING_TEXT = 'Loading schedules... Please wait';

interface ScheduleListViewProps {
  /** Admins choose a volunteer and export; a volunteer's own list has neither. */
  admin?: boolean;
  renderCard: (schedule: Schedule) => ReactNode;
  /** Admins: the sortable columns, a table beside the cards and the Sort choice. */
  table?: {
    columns: readonly TableColumn<Schedule>[];
    actions: (schedule: Schedule) => ReactNode;
  };
}

/** A volunteer's own list sorts by date only. */
const DATE_COLUMN: SortableColumn = { label: 'Date', sortBy: 'START_TIME', kind: 'date' };

/**
 * The volunteer filter and the tabs Upcoming (n), Past (n), Cancelled (n) of product.md §2.9, each
 * listing its schedules by start time (upcoming soonest first, the others latest first). The time is read again every minute, so a schedule moves
 * to Past when it ends without the page being reloaded.
 */
export function ScheduleListView({ admin = false, renderCard, table }: ScheduleListViewProps) {
  const now = useNow();
  const list = useScheduleList(now);
  const { tab, volunteerId, status } = list.filter;
  const counts = useScheduleCounts({ volunteerId, status }, now);
  const sort = { sortBy: list.filter.sortBy, sortDirection: scheduleOrder(list.filter) };
  const setSort = (chosen: ListSort) => list.setFilter(chosen as Partial<ScheduleFilter>);
  const countOf = (name: ScheduleTab) => (counts.data ? ` (${counts.data[name]})` : '');
  const filters = (
    <>
      {admin && (
        <VolunteerFilter
          width={240}
          value={volunteerId}
          onChange={(id) => list.setFilter({ volunteerId: id })}
        />
      )}
      <ChoiceFilter
        label="Status"
        anyLabel="All statuses"
        width={180}
        options={STATUS_OPTIONS}
        value={status}
        onChange={(chosen) => list.setFilter({ status: chosen })}
      />
      <SortFilter
        columns={table ? sortableColumns(table.columns) : [DATE_COLUMN]}
        value={sort}
        onChange={setSort}
      />
    </>
  );
  const phone = usePhoneWidth();
  const folding = useFoldingFilters(filters, list.activeFilterCount);

  return (
    <>
      {phone ? (
        <Stack gap="sm">
          <Group>{folding.button}</Group>
          {folding.panel}
        </Stack>
      ) : (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {filters}
        </Group>
      )}
      <Tabs
        mt="md"
        keepMounted={false}
        value={tab}
        onChange={(value) => {
          if (SCHEDULE_TABS.includes(value as ScheduleTab)) {
            list.setFilter({ tab: value as ScheduleTab });
          }
        }}
      >
        <Tabs.List mb="md">
          {SCHEDULE_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {humanize(name)}
              {countOf(name)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SCHEDULE_TABS.map((name) => (
          <Tabs.Panel key={name} value={name}>
            <RecordListView
              list={list}
              plural="schedules"
              // Admins only (the volunteer's own list has no volunteer filter, nor an export).
              exportCsv={admin ? ({ filter }) => exportSchedules(filter, now) : undefined}
              searchable={false}
              filtered={status !== null}
              loadingText={SCHEDULES_LOADING_TEXT}
              emptyText={emptyScheduleText(name)}
              itemKey={(schedule) => schedule.id}
              renderItem={renderCard}
              layoutName={table ? 'schedules' : undefined}
              renderItems={
                table &&
                ((schedules) => (
                  <RecordTable
                    items={schedules}
                    itemKey={(schedule) => schedule.id}
                    columns={table.columns}
                    actions={table.actions}
                    sort={sort}
                    onSort={setSort}
                  />
                ))
              }
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
