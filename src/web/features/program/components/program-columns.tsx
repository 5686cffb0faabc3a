import { formatClockRange } from '../../../lib/date-format';
import {
  APPROVAL_STATUSES,
  PROGRAM_STATUSES,
} from '../../../../shared/domain/program/program.enums';
import { inOrderOf } from '../../../components/records/list-sort';
import { DateTimeText, type TableColumn } from '../../../components/records/RecordTable';
import { programDeclaration } from '../../../../shared/domain/program/program.record';
import { declaredColumns } from '../../../components/records/declared/declared-column';
import type { Program } from '../api/program.api';

/**
 * The programs table (product.md §2.7), its sortable columns sorting the whole list; each row
 * names its facility and lead volunteer itself (decision 055). It fits a laptop (decision 101):
 * the type leaves a box narrower than 1100 px, and long titles and names wrap.
 */
export function programColumns(): TableColumn<Program>[] {
  const column = declaredColumns(programDeclaration);
  return [
    column('title', { sort: { sortBy: 'TITLE', kind: 'text' } }),
    // The title mostly says it ('Jumah Prayer'), and the details do (decision 101).
    column('type', { sort: { sortBy: 'TYPE', kind: 'text' }, hideBelow: 1100 }),
    column('date', { sort: { sortBy: 'DATE', kind: 'date' } }),
    column('startTime', {
      render: (p) => <DateTimeText text={formatClockRange(p.startTime, p.endTime)} />,
    }),
    column('facilityId', { sort: { sortBy: 'FACILITY', kind: 'text' } }),
    column('volunteerId', { sort: { sortBy: 'LEAD_VOLUNTEER', kind: 'text' } }),
    column('status', { sort: inOrderOf('STATUS', PROGRAM_STATUSES) }),
    column('approvalStatus', { sort: inOrderOf('APPROVAL_STATUS', APPROVAL_STATUSES) }),
  ];
}
