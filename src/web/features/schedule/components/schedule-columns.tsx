import { Badge, Group } from '@mantine/core';
import { SCHEDULE_STATUSES } from '../../../../shared/domain/schedule/schedule.enums';
import { scheduleDeclaration } from '../../../../shared/domain/schedule/schedule.record';
import { declaredColumns } from '../../../components/records/declared/declared-column';
import { inOrderOf } from '../../../components/records/list-sort';
import { DateTimeText, type TableColumn } from '../../../components/records/RecordTable';
import { formatTimeRange } from '../../../lib/date-format';
import type { Schedule } from '../api/schedule.api';
import { ClearanceFlag } from './ClearanceFlag';
import { ScheduleStatusTag } from './ScheduleStatusTag';
import { recurrenceText } from './schedule-text';

/**
 * The schedules table (product.md §2.2, decision 050), each sortable column sorting the whole tab
 * on the server; the volunteer and facility are the names each schedule carries (decision 055).
 * Every column fits a laptop, long names and the visit's time wrapping (decision 101).
 */
export function scheduleColumns(): TableColumn<Schedule>[] {
  const column = declaredColumns(scheduleDeclaration);
  return [
    // The form's "Da'ee"; the table and the filters say Volunteer.
    column('volunteerId', {
      label: 'Volunteer',
      render: (schedule) => (
        <>
          {schedule.volunteerName || 'Volunteer'}
          <ClearanceFlag schedule={schedule} />
        </>
      ),
      sort: { sortBy: 'VOLUNTEER', kind: 'text' },
    }),
    column('facilityId', { sort: { sortBy: 'FACILITY', kind: 'text' } }),
    column('startTime', {
      label: 'Date',
      render: (schedule) => (
        <DateTimeText text={formatTimeRange(schedule.startTime, schedule.endTime)} />
      ),
      sort: { sortBy: 'START_TIME', kind: 'date' },
    }),
    { label: 'Repeats', render: (schedule) => recurrenceText(schedule) ?? '' },
    column('requestType', { label: 'Request' }),
    column('status', {
      render: (schedule) => (
        <Group gap={4}>
          <ScheduleStatusTag status={schedule.status} />
          {/* The reason is on the schedule's card and in its history (product.md §3.2.1). */}
          {schedule.clearanceOverrideReason && (
            <Badge color="yellow" variant="light" size="sm">
              Clearance overridden
            </Badge>
          )}
        </Group>
      ),
      sort: inOrderOf('STATUS', SCHEDULE_STATUSES),
    }),
  ];
}
