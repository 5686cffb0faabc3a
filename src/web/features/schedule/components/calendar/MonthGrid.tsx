import { VisuallyHidden } from '@mantine/core';
import {
  dayKey,
  dayLabel,
  dayOfMonth,
  isSameDay,
  isSameMonth,
  weekdayNames,
  type CalendarEntry,
} from './calendar-dates';
import { CalendarEntryButton } from './CalendarEntryButton';
import { dayHeadingId } from './DaySection';
import classes from './ScheduleCalendar.module.css';

/** Entries a month cell shows; the rest are behind '+n more'. */
const MAX_ENTRIES_PER_CELL = 3;

interface MonthGridProps {
  anchor: Date;
  /** Whole weeks, Sunday first (monthGridDays). */
  days: readonly Date[];
  byDay: ReadonlyMap<string, readonly CalendarEntry[]>;
  today: Date;
  idPrefix: string;
  /** The id of the heading that names the month: the table's name. */
  labelledBy: string;
  onSelect: (entry: CalendarEntry) => void;
  /** '+n more': show the week of this day. */
  onMore: (day: Date) => void;
}

/** The month view on a wide screen: a table of weeks, with a column per weekday. */
export function MonthGrid({
  anchor,
  days,
  byDay,
  today,
  idPrefix,
  labelledBy,
  onSelect,
  onMore,
}: MonthGridProps) {
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <table className={classes.month} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {weekdayNames().map((name) => (
            <th key={name.long} scope="col">
              <span aria-hidden="true">{name.short}</span>
              <VisuallyHidden component="span">{name.long}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => (
              <MonthCell
                key={dayKey(day)}
                day={day}
                entries={byDay.get(dayKey(day)) ?? []}
                outside={!isSameMonth(day, anchor)}
                isToday={isSameDay(day, today)}
                headingId={dayHeadingId(idPrefix, day)}
                onSelect={onSelect}
                onMore={onMore}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MonthCell({
  day,
  entries,
  outside,
  isToday,
  headingId,
  onSelect,
  onMore,
}: {
  day: Date;
  entries: readonly CalendarEntry[];
  /** A day of the month before or after: dimmed, its visits still shown. */
  outside: boolean;
  isToday: boolean;
  headingId: string;
  onSelect: (entry: CalendarEntry) => void;
  onMore: (day: Date) => void;
}) {
  const label = dayLabel(day);
  const shown = entries.slice(0, MAX_ENTRIES_PER_CELL);
  const hidden = entries.length - shown.length;
  return (
    <td className={classes.cell} data-outside={outside || undefined}>
      <h3
        id={headingId}
        className={classes.dayNumber}
        data-today={isToday || undefined}
        aria-current={isToday ? 'date' : undefined}
      >
        <span aria-hidden="true">{dayOfMonth(day)}</span>
        <VisuallyHidden component="span">{isToday ? `${label}, today` : label}</VisuallyHidden>
      </h3>
      {shown.length > 0 && (
        // role="list": Safari drops the list role of a list without bullets.
        <ul role="list" aria-labelledby={headingId} className={classes.list}>
          {shown.map((entry) => (
            <li key={entry.key}>
              <CalendarEntryButton entry={entry} onSelect={onSelect} compact />
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button type="button" className={classes.more} onClick={() => onMore(day)}>
          +{hidden} more <VisuallyHidden component="span">visits on {label}</VisuallyHidden>
        </button>
      )}
    </td>
  );
}
