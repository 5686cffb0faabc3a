import { Button, SegmentedControl } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useAddressState } from '../../../lib/address-state';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { OpeningLoader } from '../../../components/OpeningLoader';
import { PageTitle } from '../../../components/PageTitle';
import { HistoryPanel, type HistoryTarget } from '../../../components/records/history/HistoryPanel';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useRecordEditing } from '../../../components/records/useRecordEditing';
import { useLiveUpdates } from '../../../lib/live-updates';
import { formatTimeRange } from '../../../lib/date-format';
import { FACILITIES_KEY } from '../../facility/api/facility.api';
import { VOLUNTEERS_KEY } from '../../volunteer/api/volunteer.api';
import {
  fetchSchedule,
  SCHEDULES_KEY,
  useDeleteSchedule,
  type Schedule,
  type ScheduleDecision,
} from '../api/schedule.api';
import { ScheduleCalendarView } from './ScheduleCalendarView';
import { ScheduleCard } from './ScheduleCard';
import { ChosenRequestsBar } from './ChosenRequestsBar';
import { ScheduleDecisionDialog } from './ScheduleDecisionDialog';
import { ScheduleListView } from './ScheduleListView';
import { ScheduleRowActions, type ScheduleAdminActions } from './ScheduleRowActions';
import { scheduleColumns } from './schedule-columns';
import { lazyNamed } from '../../../lib/lazy-named';

// The form loads when first opened (decision 059): the list needs none of it.
const ScheduleForm = lazyNamed(() => import('./ScheduleForm'), 'ScheduleForm');

type PageView = 'list' | 'calendar';

/** The schedules table: the same columns on every visit (the names come with the rows). */
const COLUMNS = scheduleColumns();

/**
 * Schedule Management (product.md §2.9): tabs of cards or a calendar, add, edit, approve, reject.
 * Volunteers and facilities are named by the names each schedule carries, and the filters and
 * the form's pickers search on the server (decision 055): no list of every one is loaded.
 */
export function SchedulesPage() {
  const [{ view }, setAddress] = useAddressState({ view: 'list' as PageView });
  const editing = useRecordEditing(fetchSchedule);
  const [deciding, setDeciding] = useState<{
    schedules: Schedule[];
    decision: ScheduleDecision;
  } | null>(null);
  // Pending requests chosen to be decided together, by id.
  const [chosen, setChosen] = useState<ReadonlyMap<string, Schedule>>(new Map());
  const toggleChosen = (schedule: Schedule) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(schedule.id)) next.delete(schedule.id);
      else next.set(schedule.id, schedule);
      return next;
    });
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const deleteSchedule = useDeleteSchedule();
  // A renamed facility or volunteer changes the names the schedules carry: read them again.
  useLiveUpdates(
    ['Schedule', 'Facility', 'Volunteer'],
    [SCHEDULES_KEY, FACILITIES_KEY, VOLUNTEERS_KEY],
  );

  const volunteerName = (schedule: Schedule) => schedule.volunteerName ?? '';
  const facilityName = (schedule: Schedule) => schedule.facilityName ?? '';
  const deletion = useConfirmDelete<Schedule>({
    remove: (schedule) => deleteSchedule.mutateAsync(schedule.id),
    nameOf: (schedule) =>
      `the schedule of ${volunteerName(schedule) || 'this volunteer'}, ${formatTimeRange(schedule.startTime, schedule.endTime)}`,
    failedMessage: 'Failed to delete schedule',
  });

  const describe = (schedule: Schedule) =>
    `${volunteerName(schedule) || 'Volunteer'} at ${facilityName(schedule) || 'the facility'}, ${formatTimeRange(schedule.startTime, schedule.endTime)}`;

  const adminActions = (schedule: Schedule): ScheduleAdminActions => ({
    onEdit: () => editing.edit(schedule),
    onDelete: () => deletion.ask(schedule),
    onHistory: () =>
      setHistory({
        recordType: 'Schedule',
        recordId: schedule.id,
        name: `the schedule of ${volunteerName(schedule) || 'this volunteer'}, ${formatTimeRange(schedule.startTime, schedule.endTime)}`,
      }),
    onDecide: (decision) => setDeciding({ schedules: [schedule], decision }),
    chosen: chosen.has(schedule.id),
    onChoose: () => toggleChosen(schedule),
  });
  const table = {
    columns: COLUMNS,
    actions: (schedule: Schedule) => (
      <ScheduleRowActions
        schedule={schedule}
        name={`${volunteerName(schedule) || 'Volunteer'}, ${formatTimeRange(schedule.startTime, schedule.endTime)}`}
        admin={adminActions(schedule)}
      />
    ),
  };

  const renderCard = (schedule: Schedule) => (
    <ScheduleCard
      schedule={schedule}
      title={volunteerName(schedule) || 'Volunteer'}
      subtitle={facilityName(schedule) || 'Facility'}
      admin={adminActions(schedule)}
    />
  );

  return (
    <>
      <PageTitle title="Schedule Management">
        <Button onClick={editing.add}>Add Schedule</Button>
      </PageTitle>
      <SegmentedControl
        aria-label="Show schedules as"
        mb="md"
        value={view}
        onChange={(value) => setAddress({ view: value === 'calendar' ? 'calendar' : 'list' })}
        data={[
          { value: 'list', label: 'List' },
          { value: 'calendar', label: 'Calendar' },
        ]}
      />
      {chosen.size > 0 && (
        <ChosenRequestsBar
          count={chosen.size}
          onDecide={(decision) => setDeciding({ schedules: [...chosen.values()], decision })}
          onClear={() => setChosen(new Map())}
        />
      )}
      {view === 'list' ? (
        <ScheduleListView admin renderCard={renderCard} table={table} />
      ) : (
        <ScheduleCalendarView renderCard={renderCard} />
      )}

      {history && <HistoryPanel target={history} onClose={() => setHistory(null)} />}
      {editing.form.mode !== 'closed' && (
        <Suspense fallback={<OpeningLoader />}>
          <ScheduleForm
            key={editing.formKey}
            schedule={editing.editing}
            onClose={editing.closeForm}
            onReload={editing.reload}
          />
        </Suspense>
      )}
      {deciding && (
        <ScheduleDecisionDialog
          decision={deciding.decision}
          schedules={deciding.schedules}
          describe={describe}
          onClose={() => {
            // Decided or not, a request leaves the choice once its dialog closes.
            setChosen((current) => {
              const next = new Map(current);
              for (const schedule of deciding.schedules) next.delete(schedule.id);
              return next;
            });
            setDeciding(null);
          }}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
