import { dayKey } from './calendar-dates';
import { DaySection, dayHeadingId, useFocusDay, type DayListProps } from './DaySection';
import classes from './ScheduleCalendar.module.css';

/** The week view on a wide screen: seven day columns, Sunday first, each with all its visits. */
export function WeekColumns({
  days,
  byDay,
  today,
  idPrefix,
  loading,
  focusKey,
  onSelect,
}: DayListProps) {
  useFocusDay(idPrefix, focusKey);
  return (
    <div className={classes.week}>
      {days.map((day) => (
        <DaySection
          key={dayKey(day)}
          day={day}
          entries={byDay.get(dayKey(day)) ?? []}
          today={today}
          headingId={dayHeadingId(idPrefix, day)}
          loading={loading}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}
