import { useEffect } from 'react';
import { dayKey, dayLabel, isSameDay, type CalendarEntry } from './calendar-dates';
import { CalendarEntryButton } from './CalendarEntryButton';
import classes from './ScheduleCalendar.module.css';

/** What the week columns and the agenda are given. */
export interface DayListProps {
  days: readonly Date[];
  byDay: ReadonlyMap<string, readonly CalendarEntry[]>;
  today: Date;
  /** Prefix of the day headings' ids (dayHeadingId). */
  idPrefix: string;
  loading: boolean;
  /** The day (dayKey) whose heading takes focus, after '+n more' in the month grid. */
  focusKey: string | null;
  onSelect: (entry: CalendarEntry) => void;
}

export function dayHeadingId(idPrefix: string, day: Date): string {
  return `${idPrefix}-day-${dayKey(day)}`;
}

/** Moves focus to the heading of `focusKey`'s day when it is set (the element left was removed). */
export function useFocusDay(idPrefix: string, focusKey: string | null) {
  useEffect(() => {
    if (focusKey) document.getElementById(`${idPrefix}-day-${focusKey}`)?.focus();
  }, [idPrefix, focusKey]);
}

/** A day of the week view or the agenda: its heading, then its visits or 'No visits'. */
export function DaySection({
  day,
  entries,
  today,
  headingId,
  loading,
  onSelect,
}: {
  day: Date;
  entries: readonly CalendarEntry[];
  today: Date;
  headingId: string;
  loading: boolean;
  onSelect: (entry: CalendarEntry) => void;
}) {
  const isToday = isSameDay(day, today);
  return (
    <div className={classes.day} data-today={isToday || undefined}>
      <h3
        id={headingId}
        tabIndex={-1}
        className={classes.dayHeading}
        aria-current={isToday ? 'date' : undefined}
      >
        {dayLabel(day)}
        {isToday && (
          <>
            {' '}
            <span className={classes.todayTag}>Today</span>
          </>
        )}
      </h3>
      {entries.length > 0 ? (
        // role="list": Safari drops the list role of a list without bullets.
        <ul role="list" aria-labelledby={headingId} className={classes.list}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <CalendarEntryButton entry={entry} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      ) : (
        !loading && <p className={classes.empty}>No visits</p>
      )}
    </div>
  );
}
