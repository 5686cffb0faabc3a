import { formatClockRange, formatDay } from '../../../lib/date-format';
import {
  APPROVAL_STATUSES,
  PROGRAM_STATUSES,
} from '../../../../shared/domain/program/program.enums';
import { inOrderOf } from '../../../components/records/list-sort';
import { DateTimeText, type TableColumn } from '../../../components/records/RecordTable';
import { humanize } from '../../../lib/format';
import type { Program } from '../api/program.api';

/**
 * The programs table (product.md §2.7), its sortable columns sorting the whole list; each row
 * names its facility and lead volunteer itself (decision 055). It fits a laptop (decision 101):
 * the type leaves a box narrower than 1100 px, and long titles and names wrap.
 */
export function programColumns(): TableColumn<Program>[] {
  return [
    { label: 'Title', render: (p) => p.title, sort: { sortBy: 'TITLE', kind: 'text' } },
    // The title mostly says it ('Jumah Prayer'), and the details do (decision 101).
    {
      label: 'Type',
      render: (p) => humanize(p.type),
      sort: { sortBy: 'TYPE', kind: 'text' },
      hideBelow: 1100,
    },
    {
      label: 'Date',
      render: (p) => formatDay(p.date),
      sort: { sortBy: 'DATE', kind: 'date' },
      nowrap: true,
    },
    {
      label: 'Time',
      render: (p) => <DateTimeText text={formatClockRange(p.startTime, p.endTime)} />,
    },
    {
      label: 'Facility',
      render: (p) => p.facilityName ?? '',
      sort: { sortBy: 'FACILITY', kind: 'text' },
    },
    {
      label: 'Lead Volunteer',
      render: (p) => p.volunteerName ?? '',
      sort: { sortBy: 'LEAD_VOLUNTEER', kind: 'text' },
    },
    {
      label: 'Status',
      render: (p) => humanize(p.status),
      sort: inOrderOf('STATUS', PROGRAM_STATUSES),
    },
    {
      label: 'Approval',
      render: (p) => humanize(p.approvalStatus),
      sort: inOrderOf('APPROVAL_STATUS', APPROVAL_STATUSES),
    },
  ];
}
