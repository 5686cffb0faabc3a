import { formatClockRange, formatDay } from '../../../lib/date-format';
import { ClearanceOverrideNote } from '../../../components/records/ClearanceOverrideNote';
import { Badge, Button } from '@mantine/core';
import { programDeclaration } from '../../../../shared/domain/program/program.record';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageTitle } from '../../../components/PageTitle';
import { RecordDetails } from '../../../components/records/RecordDetails';
import { DeclaredDetailsSections } from '../../../components/records/declared/DeclaredDetailsSections';
import { DeclaredFilters } from '../../../components/records/declared/DeclaredFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import { PhoneRow } from '../../../components/records/PhoneRow';
import { RecordActions } from '../../../components/records/RecordActions';
import { RecordTable, sortableColumns } from '../../../components/records/RecordTable';
import { SortFilter } from '../../../components/records/SortFilter';
import { programColumns } from './program-columns';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useOpenDetails, useRecordEditing } from '../../../components/records/useRecordEditing';
import { humanize } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY, facilityChoices } from '../../facility/api/facility.api';
import { VOLUNTEERS_KEY } from '../../volunteer/api/volunteer.api';
import {
  exportPrograms,
  fetchProgram,
  PROGRAM_DATE_RANGE,
  PROGRAMS_KEY,
  useDeleteProgram,
  useProgramList,
  type Program,
  type ProgramFilter,
} from '../api/program.api';
import { ProgramForm } from './ProgramForm';

/**
 * Programs (product.md §2.7): filters, the table, View / Edit / Delete, Create New Program. Rows
 * carry the names they show, and the Facility filter searches on the server (decision 055).
 */
export function ProgramsPage() {
  const list = useProgramList();
  const editing = useRecordEditing(fetchProgram);
  const deleteProgram = useDeleteProgram();
  const deletion = useConfirmDelete<Program>({
    remove: (program) => deleteProgram.mutateAsync(program.id),
    nameOf: (program) => program.title,
    failedMessage: 'Failed to delete program. Please try again.',
    onDeleted: editing.closeDetails,
  });
  // A renamed facility or volunteer changes the names the rows carry.
  useLiveUpdates(
    ['Program', 'Facility', 'Volunteer'],
    [PROGRAMS_KEY, FACILITIES_KEY, VOLUNTEERS_KEY],
  );

  const columns = programColumns();
  const { filter } = list;
  const setFilter = (changes: Partial<ProgramFilter>) => list.setFilter(changes);
  const details = useOpenDetails(editing, list.items);
  // View, Edit and Delete of a table row, and of a phone's stacked row.
  const actionsFor = (program: Program) => (
    <RecordActions
      compact
      name={program.title}
      onView={() => editing.showDetails(program)}
      onEdit={() => editing.edit(program)}
      onDelete={() => deletion.ask(program)}
    />
  );

  return (
    <>
      <PageTitle title="Programs">
        <Button onClick={editing.add}>Create New Program</Button>
      </PageTitle>
      <RecordListView
        list={list}
        plural="programs"
        exportCsv={exportPrograms}
        searchable={false}
        emptyText='No programs found. Click "Create New Program" to add one.'
        filters={
          <>
            <DeclaredFilters
              declaration={programDeclaration}
              fields={['date', 'facilityId', 'type', 'status', 'approvalStatus']}
              values={filter}
              onChange={setFilter}
              ranges={PROGRAM_DATE_RANGE}
              references={{ facility: facilityChoices }}
              labels={{ approvalStatus: 'Approval' }}
              widths={{ status: 150, approvalStatus: 150 }}
            />
            <SortFilter
              columns={sortableColumns(columns)}
              value={filter}
              onChange={(sort) => setFilter(sort as Partial<ProgramFilter>)}
            />
          </>
        }
        itemKey={(program) => program.id}
        renderPhoneItem={(program) => (
          <PhoneRow
            name={program.title}
            title={program.title}
            status={<Badge color="gray.7">{humanize(program.status)}</Badge>}
            details={[
              humanize(program.type),
              `${formatDay(program.date)}, ${formatClockRange(program.startTime, program.endTime)}`,
              program.facilityName ?? '',
              `Lead: ${program.volunteerName ?? ''}`,
              `Approval: ${humanize(program.approvalStatus)}`,
            ]}
            actions={actionsFor(program)}
          />
        )}
        renderItems={(programs) => (
          <RecordTable
            items={programs}
            itemKey={(program) => program.id}
            columns={columns}
            actions={actionsFor}
            sort={filter}
            onSort={(sort) => setFilter(sort as Partial<ProgramFilter>)}
          />
        )}
      />

      {details && (
        <RecordDetails
          title={details.title}
          name={details.title}
          onClose={editing.closeDetails}
          history={{ recordType: 'Program', recordId: details.id }}
          onEdit={() => editing.edit(details)}
          onDelete={() => deletion.ask(details)}
        >
          <ClearanceOverrideNote record={details} />
          <DeclaredDetailsSections declaration={programDeclaration} record={details} />
        </RecordDetails>
      )}
      {editing.form.mode !== 'closed' && (
        <ProgramForm
          key={editing.formKey}
          program={editing.editing}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
