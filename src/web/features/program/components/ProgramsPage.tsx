import { formatClockRange, formatDay } from '../../../lib/date-format';
import { ClearanceOverrideNote } from '../../../components/records/ClearanceOverrideNote';
import { Badge, Button } from '@mantine/core';
import {
  APPROVAL_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
} from '../../../../shared/domain/program/program.enums';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageTitle } from '../../../components/PageTitle';
import { FieldList, listText } from '../../../components/records/FieldList';
import { DetailsSection, RecordDetails } from '../../../components/records/RecordDetails';
import {
  ChoiceFilter,
  DateRangeFilter,
  ReferenceFilter,
} from '../../../components/records/ListFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import { PhoneRow } from '../../../components/records/PhoneRow';
import { RecordActions } from '../../../components/records/RecordActions';
import { RecordTable, sortableColumns } from '../../../components/records/RecordTable';
import { SortFilter } from '../../../components/records/SortFilter';
import { programColumns } from './program-columns';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useOpenDetails, useRecordEditing } from '../../../components/records/useRecordEditing';
import { enumOptions, humanize } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY, facilityChoices } from '../../facility/api/facility.api';
import { VOLUNTEERS_KEY } from '../../volunteer/api/volunteer.api';
import {
  exportPrograms,
  fetchProgram,
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
            <DateRangeFilter from={filter.from} to={filter.to} onChange={setFilter} />
            <ReferenceFilter
              label="Facility"
              choices={facilityChoices}
              value={filter.facilityId}
              onChange={(facilityId) => setFilter({ facilityId })}
            />
            <ChoiceFilter
              label="Type"
              options={enumOptions(PROGRAM_TYPES)}
              value={filter.type}
              onChange={(type) => setFilter({ type })}
            />
            <ChoiceFilter
              label="Status"
              width={150}
              options={enumOptions(PROGRAM_STATUSES)}
              value={filter.status}
              onChange={(status) => setFilter({ status })}
            />
            <ChoiceFilter
              label="Approval"
              width={150}
              options={enumOptions(APPROVAL_STATUSES)}
              value={filter.approvalStatus}
              onChange={(approvalStatus) => setFilter({ approvalStatus })}
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
          <DetailsSection title="Program">
            <FieldList
              fields={[
                { label: 'Type', value: humanize(details.type) },
                { label: 'Date', value: formatDay(details.date) },
                { label: 'Time', value: formatClockRange(details.startTime, details.endTime) },
                { label: 'Facility', value: details.facilityName },
                { label: 'Location within Facility', value: details.location },
                { label: 'Lead Volunteer', value: details.volunteerName },
                { label: 'Status', value: humanize(details.status) },
                { label: 'Approval', value: humanize(details.approvalStatus) },
                {
                  label: 'Approval Date',
                  value: details.approvalDate && formatDay(details.approvalDate),
                },
                { label: 'Description', value: details.description },
                { label: 'Curriculum', value: details.curriculum },
                { label: 'Materials Requested', value: listText(details.materialRequested) },
                { label: 'Resources Used', value: listText(details.resourcesUsed) },
                { label: 'Total Attendees', value: String(details.attendees) },
                { label: 'New Attendees', value: String(details.newAttendees) },
                { label: 'Follow-up Needed', value: details.followUpNeeded ? 'Yes' : 'No' },
                { label: 'Follow-up Notes', value: details.followUpNotes },
                { label: 'Feedback', value: details.feedback },
              ]}
            />
          </DetailsSection>
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
