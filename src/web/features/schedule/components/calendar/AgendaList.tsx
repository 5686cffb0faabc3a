import { dayKey, isSameMonth, periodTitle, type CalendarView } from './calendar-dates';
import { DaySection, dayHeadingId, useFocusDay, type DayListProps } from './DaySection';
import classes from './ScheduleCalendar.module.css';

/**
 * Both views on a phone: the days one below the other. The week shows every day ('No visits'
 * on an empty one); the month only its own days that have visits.
 */
export function AgendaList({
  view,
  anchor,
  days,
  byDay,
  today,
  idPrefix,
  loading,
  focusKey,
  onSelect,
}: DayListProps & { view: CalendarView; anchor: Date }) {
  useFocusDay(idPrefix, focusKey);
  const shown =
    view === 'week'
      ? days
      : days.filter((day) => isSameMonth(day, anchor) && byDay.get(dayKey(day))?.length);
  if (shown.length === 0) {
    return loading ? null : (
      <p className={classes.empty}>No visits in {periodTitle('month', anchor)}.</p>
    );
  }
  return (
    <div className={classes.agenda}>
      {shown.map((day) => (
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
