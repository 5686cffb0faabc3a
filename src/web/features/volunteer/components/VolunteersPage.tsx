import { ExportCsvButton } from '../../../components/records/ExportCsvButton';
import { exportVolunteerClearances } from '../api/volunteer-clearance.api';
import { Button, Group } from '@mantine/core';
import { VOLUNTEER_STATUSES } from '../../../../shared/domain/volunteer/volunteer.enums';
import { volunteerDeclaration } from '../../../../shared/domain/volunteer/volunteer.record';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ImportButton } from '../../../components/import/ImportButton';
import { PageTitle } from '../../../components/PageTitle';
import { DetailsSection, RecordDetails } from '../../../components/records/RecordDetails';
import { AccountEmailSection } from '../../../components/people/AccountEmailSection';
import { DeclaredDetailsSections } from '../../../components/records/declared/DeclaredDetailsSections';
import { ChoiceFilter, DateRangeFilter } from '../../../components/records/ListFilters';
import { RecordActions } from '../../../components/records/RecordActions';
import { RecordListView } from '../../../components/records/RecordListView';
import { RecordTable, sortableColumns } from '../../../components/records/RecordTable';
import { SortFilter } from '../../../components/records/SortFilter';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useOpenDetails, useRecordEditing } from '../../../components/records/useRecordEditing';
import { enumOptions, fullName } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import {
  exportVolunteers,
  VOLUNTEERS_KEY,
  fetchVolunteer,
  useVolunteerList,
  useDeleteVolunteer,
  type Volunteer,
  type VolunteerFilter,
} from '../api/volunteer.api';
import { FACILITIES_KEY } from '../../facility/api/facility.api';
import { hoursText } from './volunteer-hours';
import { volunteerColumns } from './volunteer-columns';
import { VolunteerCard, VolunteerStatusTag } from './VolunteerCard';
import { VolunteerForm } from './VolunteerForm';
import { ClearancesSection } from './ClearancesSection';

/** Manage Volunteers (product.md §2.5). */
export function VolunteersPage() {
  const list = useVolunteerList();
  const columns = volunteerColumns();
  const editing = useRecordEditing(fetchVolunteer);
  const deleteVolunteer = useDeleteVolunteer();
  const deletion = useConfirmDelete<Volunteer>({
    remove: (volunteer) => deleteVolunteer.mutateAsync(volunteer.id),
    nameOf: fullName,
    failedMessage: 'Failed to delete volunteer. Please try again.',
    onDeleted: editing.closeDetails,
  });
  // Rows carry their facility's name: a renamed facility refreshes them.
  useLiveUpdates(['Volunteer', 'Facility'], [VOLUNTEERS_KEY, FACILITIES_KEY]);
  const details = useOpenDetails(editing, list.items);

  return (
    <>
      <PageTitle title="Manage Volunteers">
        <Group gap="sm">
          <ImportButton recordType="volunteer" />
          {/* Their clearances at facilities, one row each (product.md §3.2.1). */}
          <ExportCsvButton
            plural="clearances"
            label="Export clearances"
            exportFile={exportVolunteerClearances}
          />
          <Button onClick={editing.add}>Add New Volunteer</Button>
        </Group>
      </PageTitle>
      <RecordListView
        list={list}
        plural="volunteers"
        exportCsv={exportVolunteers}
        searchPlaceholder="Name or e-mail"
        emptyText='No volunteers found. Click "Add New Volunteer" to create one.'
        layoutName="volunteers"
        filters={
          <>
            <ChoiceFilter
              label="Status"
              anyLabel="All statuses"
              width={200}
              options={enumOptions(VOLUNTEER_STATUSES)}
              value={list.filter.status}
              onChange={(status) => list.setFilter({ status })}
            />
            <DateRangeFilter
              subject="Clearance expires"
              from={list.filter.clearanceExpiresFrom}
              to={list.filter.clearanceExpiresTo}
              onChange={({ from, to }) =>
                list.setFilter({
                  ...(from !== undefined ? { clearanceExpiresFrom: from } : {}),
                  ...(to !== undefined ? { clearanceExpiresTo: to } : {}),
                })
              }
            />
            <SortFilter
              columns={sortableColumns(columns)}
              value={list.filter}
              onChange={(sort) => list.setFilter(sort as Partial<VolunteerFilter>)}
            />
          </>
        }
        renderItems={(volunteers) => (
          <RecordTable
            items={volunteers}
            itemKey={(volunteer) => volunteer.id}
            columns={columns}
            actions={(volunteer) => (
              <RecordActions
                compact
                name={fullName(volunteer)}
                onView={() => editing.showDetails(volunteer)}
                onEdit={() => editing.edit(volunteer)}
                onDelete={() => deletion.ask(volunteer)}
              />
            )}
            sort={list.filter}
            onSort={(sort) => list.setFilter(sort as Partial<VolunteerFilter>)}
          />
        )}
        itemKey={(volunteer) => volunteer.id}
        renderItem={(volunteer) => (
          <VolunteerCard
            volunteer={volunteer}
            onView={() => editing.showDetails(volunteer)}
            onEdit={() => editing.edit(volunteer)}
            onDelete={() => deletion.ask(volunteer)}
          />
        )}
      />

      {details && (
        <RecordDetails
          title="Volunteer Details"
          name={fullName(details)}
          onClose={editing.closeDetails}
          history={{ recordType: 'Volunteer', recordId: details.id }}
          onEdit={() => editing.edit(details)}
          onDelete={() => deletion.ask(details)}
        >
          <DeclaredDetailsSections
            declaration={volunteerDeclaration}
            record={details}
            title={fullName(details)}
            lead={<VolunteerStatusTag status={details.status} />}
            overrides={{ totalVolunteerHours: { value: hoursText(details) } }}
          />
          <DetailsSection title="Clearance">
            <ClearancesSection volunteer={details} editable />
          </DetailsSection>
          <AccountEmailSection recordType="Volunteer" id={details.id} name={fullName(details)} />
        </RecordDetails>
      )}
      {editing.form.mode !== 'closed' && (
        <VolunteerForm
          key={editing.formKey}
          volunteer={editing.editing}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
