import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { ScheduleStatus } from '../../../../../shared/domain/schedule/schedule.enums';
import { timeRangeLabel, type CalendarEntry } from './calendar-dates';
import classes from './ScheduleCalendar.module.css';

/** The word beside an entry; an approved visit is the normal case and has none. */
const STATUS_WORDS: Record<ScheduleStatus, string | null> = {
  PENDING: 'Pending',
  APPROVED: null,
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/**
 * A comma for screen readers between the lines of an entry, which sighted people see apart.
 * The space is a text node of its own: the text of an element is trimmed when a name is made.
 */
function Pause() {
  return (
    <>
      <VisuallyHidden component="span">,</VisuallyHidden>{' '}
    </>
  );
}

/**
 * One visit in the calendar: its hours, title and detail, with its status in words when it is
 * not approved and a repeat icon for a recurring one. Read as '9:00 – 11:00 AM, Amina Khan,
 * Repeats, Central Prison, Pending'.
 */
export function CalendarEntryButton({
  entry,
  onSelect,
  compact = false,
}: {
  entry: CalendarEntry;
  onSelect: (entry: CalendarEntry) => void;
  /** Smaller type, for the cells of the month grid. */
  compact?: boolean;
}) {
  const statusWord = STATUS_WORDS[entry.status];
  return (
    <UnstyledButton
      className={classes.entry}
      data-status={entry.status}
      data-compact={compact || undefined}
      onClick={() => onSelect(entry)}
    >
      <span className={classes.entryTime}>{timeRangeLabel(entry)}</span>
      <Pause />
      <span className={classes.entryTitle}>
        {entry.title}
        {entry.recurring && (
          <>
            <Pause />
            <IconRepeat role="img" aria-label="Repeats" size={14} className={classes.repeat} />
          </>
        )}
      </span>
      {entry.detail && (
        <>
          <Pause />
          <span className={classes.entryDetail}>{entry.detail}</span>
        </>
      )}
      {statusWord && (
        <>
          <Pause />
          <span className={classes.badge} data-status={entry.status}>
            {statusWord}
          </span>
        </>
      )}
    </UnstyledButton>
  );
}
