import { Modal } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { ReferenceFilter } from '../../../components/records/ListFilters';
import { LoadError } from '../../../components/LoadError';
import { useNow } from '../../../lib/use-now';
import { facilityChoices } from '../../facility/api/facility.api';
import { VolunteerFilter } from './VolunteerFilter';
import { useScheduleOccurrences, type ScheduleOccurrence } from '../api/schedule.api';
import {
  ScheduleCalendar,
  visibleRange,
  type CalendarEntry,
  type CalendarView,
} from './calendar/ScheduleCalendar';

interface ScheduleCalendarViewProps {
  /** The schedule's card, with its actions, shown when an occurrence is chosen. */
  renderCard: (schedule: ScheduleOccurrence['schedule']) => ReactNode;
}

/**
 * The occurrences of pending and approved schedules (product.md §2.9), recurring ones expanded by
 * the server, in a week or month, across volunteers or for one volunteer or facility. Each entry is
 * named by the names its schedule carries (decision 055).
 */
export function ScheduleCalendarView({ renderCard }: ScheduleCalendarViewProps) {
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => new Date());
  const [filter, setFilter] = useState<{ volunteerId: string | null; facilityId: string | null }>({
    volunteerId: null,
    facilityId: null,
  });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const occurrences = useScheduleOccurrences(visibleRange(view, anchor), filter);

  const today = useNow();
  const entries = useMemo<CalendarEntry[]>(
    () =>
      (occurrences.data ?? []).map((occurrence) => ({
        key: `${occurrence.schedule.id}:${occurrence.startTime}`,
        scheduleId: occurrence.schedule.id,
        start: new Date(occurrence.startTime),
        end: new Date(occurrence.endTime),
        title: occurrence.schedule.volunteerName || 'Volunteer',
        detail: occurrence.schedule.facilityName ?? '',
        status: occurrence.schedule.status,
        recurring: occurrence.schedule.isRecurring,
      })),
    [occurrences.data],
  );
  // The card shows the schedule as now stored: after an edit the list holds the new version.
  const chosen = occurrences.data?.find((item) => item.schedule.id === chosenId)?.schedule;

  return (
    <>
      {occurrences.isError && (
        <LoadError
          message={`Failed to load schedules. ${occurrences.error.message}`}
          onRetry={() => void occurrences.refetch()}
        />
      )}
      <ScheduleCalendar
        view={view}
        anchor={anchor}
        today={today}
        entries={entries}
        loading={occurrences.isFetching}
        onViewChange={setView}
        onAnchorChange={setAnchor}
        onSelect={(entry) => setChosenId(entry.scheduleId)}
        filters={
          <>
            <VolunteerFilter
              width={220}
              value={filter.volunteerId}
              onChange={(volunteerId) => setFilter((current) => ({ ...current, volunteerId }))}
            />
            <ReferenceFilter
              label="Facility"
              anyLabel="All facilities"
              width={220}
              choices={facilityChoices}
              value={filter.facilityId}
              onChange={(facilityId) => setFilter((current) => ({ ...current, facilityId }))}
            />
          </>
        }
      />
      {chosen && (
        <Modal opened onClose={() => setChosenId(null)} title="Schedule" size="lg">
          {renderCard(chosen)}
        </Modal>
      )}
    </>
  );
}
