import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { AgendaList } from './AgendaList';
import {
  dayKey,
  entriesByDay,
  shiftAnchor,
  startOfDay,
  viewDays,
  type CalendarEntry,
  type CalendarView,
} from './calendar-dates';
import { CalendarToolbar } from './CalendarToolbar';
import { MonthGrid } from './MonthGrid';
import { WeekColumns } from './WeekColumns';

// The calendar's whole API from one module: the page imports these with the component.
export { visibleRange, type CalendarEntry, type CalendarView } from './calendar-dates';

export interface ScheduleCalendarProps {
  view: CalendarView;
  /** Any instant in the period shown; the callbacks give the first instant of a day. */
  anchor: Date;
  /** Marks today's day; the time of the first render when not given. */
  today?: Date;
  /** The occurrences of the visible range (visibleRange); others are not shown. */
  entries: readonly CalendarEntry[];
  /** Shows a loading note; the entries given stay on screen meanwhile. */
  loading?: boolean;
  onViewChange(view: CalendarView): void;
  onAnchorChange(anchor: Date): void;
  onSelect(entry: CalendarEntry): void;
  /** Rendered in the toolbar: the page's volunteer and facility selects. */
  filters?: ReactNode;
}

/**
 * Visits in a month grid or a week of columns (product.md §2.9), as an agenda grouped by day below
 * 768 px. Presentational: the page fetches the entries of visibleRange(view, anchor) and holds the
 * view and anchor.
 */
export function ScheduleCalendar({
  view,
  anchor,
  today,
  entries,
  loading = false,
  onViewChange,
  onAnchorChange,
  onSelect,
  filters,
}: ScheduleCalendarProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [firstRender] = useState(() => new Date());
  const now = today ?? firstRender;
  const idPrefix = useId();
  // After '+n more' the button pressed is gone: focus goes to its day's heading in the week.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const days = useMemo(() => viewDays(view, anchor), [view, anchor]);
  const byDay = useMemo(() => entriesByDay(entries, days), [entries, days]);

  const goTo = (next: Date) => {
    setFocusKey(null);
    onAnchorChange(startOfDay(next));
  };
  const showWeekOf = (day: Date) => {
    setFocusKey(dayKey(day));
    onAnchorChange(startOfDay(day));
    onViewChange('week');
  };
  const titleId = `${idPrefix}-title`;
  const dayProps = { days, byDay, today: now, idPrefix, loading, focusKey, onSelect };

  return (
    <Stack gap="md">
      <CalendarToolbar
        titleId={titleId}
        view={view}
        anchor={anchor}
        loading={loading}
        filters={filters}
        onPrevious={() => goTo(shiftAnchor(view, anchor, -1))}
        onToday={() => goTo(now)}
        onNext={() => goTo(shiftAnchor(view, anchor, 1))}
        onViewChange={(next) => {
          setFocusKey(null);
          onViewChange(next);
        }}
      />
      {isPhone ? (
        <AgendaList view={view} anchor={anchor} {...dayProps} />
      ) : view === 'month' ? (
        <MonthGrid
          anchor={anchor}
          days={days}
          byDay={byDay}
          today={now}
          idPrefix={idPrefix}
          labelledBy={titleId}
          onSelect={onSelect}
          onMore={showWeekOf}
        />
      ) : (
        <WeekColumns {...dayProps} />
      )}
    </Stack>
  );
}
