import { formatDay } from '../../../lib/date-format';
import { VOLUNTEER_STATUSES } from '../../../../shared/domain/volunteer/volunteer.enums';
import { volunteerDeclaration } from '../../../../shared/domain/volunteer/volunteer.record';
import { declaredColumns } from '../../../components/records/declared/declared-column';
import { inOrderOf } from '../../../components/records/list-sort';
import { EmailText, type TableColumn } from '../../../components/records/RecordTable';
import type { Volunteer } from '../api/volunteer.api';
import { VolunteerStatusTag } from './VolunteerCard';
import { totalHours } from './volunteer-hours';
import { formatHours } from '../../../lib/format';

/**
 * The volunteers table (product.md §2.2, decision 050), each sortable column sorting the whole list
 * on the server.
 */
export function volunteerColumns(): TableColumn<Volunteer>[] {
  const column = declaredColumns(volunteerDeclaration);
  return [
    column('firstName', { sort: { sortBy: 'FIRST_NAME', kind: 'text' } }),
    column('lastName', { sort: { sortBy: 'LAST_NAME', kind: 'text' } }),
    column('email', {
      render: (volunteer) => <EmailText address={volunteer.email} />,
      breakAnywhere: true,
    }),
    column('assignedFacility', { label: 'Facility', sort: { sortBy: 'FACILITY', kind: 'text' } }),
    column('status', {
      render: (volunteer) => <VolunteerStatusTag status={volunteer.status} />,
      sort: inOrderOf('STATUS', VOLUNTEER_STATUSES),
    }),
    {
      label: 'Clearance Expires',
      // The earliest expiry of their approved clearances (product.md §3.2.1).
      render: (volunteer) =>
        volunteer.clearanceExpiresOn ? formatDay(volunteer.clearanceExpiresOn) : '',
      sort: { sortBy: 'CLEARANCE_EXPIRATION', kind: 'date' },
      nowrap: true,
    },
    {
      label: 'Hours',
      // Given here (visits and programs) plus carried from before (decision 103).
      render: (volunteer) => formatHours(totalHours(volunteer)),
      sort: { sortBy: 'TOTAL_HOURS', kind: 'number' },
    },
    column('dateJoined', {
      sort: { sortBy: 'DATE_JOINED', kind: 'date' },
      // Seldom scanned in a list, and in the details panel (decision 101).
      hideBelow: 1300,
    }),
  ];
}
