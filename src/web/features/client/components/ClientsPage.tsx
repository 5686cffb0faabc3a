import { Button, Group } from '@mantine/core';
import { Suspense } from 'react';
import { clientDeclaration } from '../../../../shared/domain/client/client.record';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { OpeningLoader } from '../../../components/OpeningLoader';
import { ImportButton } from '../../../components/import/ImportButton';
import { PageTitle } from '../../../components/PageTitle';
import { DeclaredFilters } from '../../../components/records/declared/DeclaredFilters';
import { ChoiceFilter } from '../../../components/records/ListFilters';
import { RecordActions } from '../../../components/records/RecordActions';
import { RecordListView } from '../../../components/records/RecordListView';
import { RecordTable, sortableColumns } from '../../../components/records/RecordTable';
import { SortFilter } from '../../../components/records/SortFilter';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useOpenDetails, useRecordEditing } from '../../../components/records/useRecordEditing';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY, facilityChoices } from '../../facility/api/facility.api';
import { volunteerChoices, VOLUNTEERS_KEY } from '../../volunteer/api/volunteer.api';
import {
  exportClients,
  CLIENT_DATE_RANGES,
  CLIENTS_KEY,
  clientLabel,
  fetchClient,
  useClientList,
  useDeleteClient,
  type Client,
  type ClientFilter,
} from '../api/client.api';
import { CONTACT_LOGS_KEY } from '../api/contact-log.api';
import { exportCheckIns, REENTRY_CHECK_INS_KEY } from '../api/reentry-check-in.api';
import { ExportCsvButton } from '../../../components/records/ExportCsvButton';
import { REENTRY_STEPS_KEY } from '../api/reentry-step.api';
import { addDays } from '../../../../shared/domain/common/calendar';
import { useToday } from '../../../lib/use-now';
import { ClientCard } from './ClientCard';
import { RELEASE_WINDOWS, ReleaseWindowFilter } from './ReleaseWindowFilter';
import { clientColumns } from './client-columns';
import { lazyNamed } from '../../../lib/lazy-named';

// The form and the details panel load when first opened (decision 059): the list needs neither.
const ClientForm = lazyNamed(() => import('./ClientForm'), 'ClientForm');
const ClientDetailsPanel = lazyNamed(() => import('./ClientDetailsPanel'), 'ClientDetailsPanel');

const LOCATION_OPTIONS = [
  { value: 'INCARCERATED', label: 'Incarcerated' },
  { value: 'COMMUNITY', label: 'Community' },
] as const;

const ALL_VOLUNTEERS = volunteerChoices();

/** Clients with an open reentry step whose day has passed (product.md §3.3.1). */
const STEP_OPTIONS = [{ value: 'OVERDUE', label: 'Overdue' }] as const;
const CHECK_IN_OPTIONS = [{ value: 'DUE', label: 'Due' }] as const;
const ID_OPTIONS = [{ value: 'NOT_IN_HAND', label: 'Not in hand' }] as const;

/**
 * Releases (product.md §3.3.1): Manage Clients opened on the incarcerated clients released within
 * the next 30 days, soonest first, with a choice of 30, 60 or 90 days; every other filter, the
 * table's facility, volunteer and plan readiness columns, the details and the export as there.
 */
export function ReleasesPage() {
  return <ClientsPage releases />;
}

/** Manage Clients (product.md §2.5): search, filters, paged cards, details sidebar, form, delete. */
export function ClientsPage({ releases = false }: { releases?: boolean }) {
  // Read again each minute: overdue follow-ups and soon releases move on at midnight.
  const today = useToday();
  const list = useClientList(
    releases
      ? {
          location: 'INCARCERATED',
          releaseFrom: today,
          releaseTo: addDays(today, RELEASE_WINDOWS[0]),
          sortBy: 'RELEASE_DATE',
          sortDirection: 'ASC',
        }
      : {},
  );
  const editing = useRecordEditing(fetchClient);
  // An anonymised client's record is closed (product.md §3.3.7): the server refuses changes.
  const editOf = (client: Client) => (client.anonymisedOn ? undefined : () => editing.edit(client));
  const deleteClient = useDeleteClient();
  const deletion = useConfirmDelete<Client>({
    remove: (client) => deleteClient.mutateAsync(client.id),
    nameOf: clientLabel,
    failedMessage: 'Failed to delete client. Please try again.',
    onDeleted: editing.closeDetails,
  });
  useLiveUpdates(
    ['Client', 'ContactLog', 'ReentryStep', 'ReentryCheckIn', 'Facility', 'Volunteer'],
    [
      CLIENTS_KEY,
      CONTACT_LOGS_KEY,
      REENTRY_STEPS_KEY,
      REENTRY_CHECK_INS_KEY,
      FACILITIES_KEY,
      VOLUNTEERS_KEY,
    ],
  );

  const details = useOpenDetails(editing, list.items);
  const setFilter = (changes: Partial<ClientFilter>) => list.setFilter(changes);
  const { filter } = list;
  const columns = clientColumns({ today });

  return (
    <>
      <PageTitle title={releases ? 'Releases Ahead' : 'Manage Clients'}>
        <Group gap="sm">
          {/* How people are doing after release, for reports (product.md §3.3.2). */}
          <ExportCsvButton
            plural="check-ins"
            label="Export check-ins"
            exportFile={exportCheckIns}
          />
          {!releases && <ImportButton recordType="client" />}
          {!releases && <Button onClick={editing.add}>Add New Client</Button>}
        </Group>
      </PageTitle>
      <RecordListView
        list={list}
        plural="clients"
        exportCsv={exportClients}
        searchPlaceholder="Name, e-mail or client ID"
        emptyText={
          releases
            ? 'No client is released in these days.'
            : 'No clients found. Click "Add New Client" to create one.'
        }
        layoutName={releases ? 'releases' : 'clients'}
        filters={
          <>
            {releases && (
              <ReleaseWindowFilter filter={filter} setFilter={setFilter} today={today} />
            )}
            <DeclaredFilters
              declaration={clientDeclaration}
              fields={['status']}
              values={filter}
              onChange={setFilter}
              widths={{ status: 150 }}
            />
            <ChoiceFilter
              label="Location"
              width={150}
              options={LOCATION_OPTIONS}
              value={filter.location}
              onChange={(location) => setFilter({ location })}
            />
            <DeclaredFilters
              declaration={clientDeclaration}
              fields={['facilityId', 'assignedVolunteerId', 'followUpDate', 'releaseDate']}
              values={filter}
              onChange={setFilter}
              ranges={CLIENT_DATE_RANGES}
              references={{ facility: facilityChoices, volunteer: ALL_VOLUNTEERS }}
              labels={{ followUpDate: 'Follow-up', releaseDate: 'Release' }}
            />
            <ChoiceFilter
              label="Reentry Steps"
              width={150}
              options={STEP_OPTIONS}
              value={filter.stepsOverdueOn ? 'OVERDUE' : null}
              onChange={(choice) => setFilter({ stepsOverdueOn: choice ? today : null })}
            />
            <ChoiceFilter
              label="Check-ins"
              width={150}
              options={CHECK_IN_OPTIONS}
              value={filter.checkInsDueOn ? 'DUE' : null}
              onChange={(choice) => setFilter({ checkInsDueOn: choice ? today : null })}
            />
            <ChoiceFilter
              label="ID After Release"
              width={150}
              options={ID_OPTIONS}
              value={filter.releasedWithoutIdOn ? 'NOT_IN_HAND' : null}
              onChange={(choice) => setFilter({ releasedWithoutIdOn: choice ? today : null })}
            />
            <SortFilter
              columns={sortableColumns(columns)}
              value={filter}
              onChange={(sort) => setFilter(sort as Partial<ClientFilter>)}
            />
          </>
        }
        renderItems={(clients) => (
          <RecordTable
            items={clients}
            itemKey={(client) => client.id}
            columns={columns}
            actions={(client) => (
              <RecordActions
                compact
                name={client.preferredName}
                onView={() => editing.showDetails(client)}
                onEdit={editOf(client)}
                onDelete={() => deletion.ask(client)}
              />
            )}
            sort={filter}
            onSort={(sort) => setFilter(sort as Partial<ClientFilter>)}
          />
        )}
        itemKey={(client) => client.id}
        renderItem={(client) => (
          <ClientCard
            client={client}
            today={today}
            onView={() => editing.showDetails(client)}
            onEdit={editOf(client)}
            onDelete={() => deletion.ask(client)}
          />
        )}
      />

      <Suspense fallback={<OpeningLoader />}>
        {details && (
          <ClientDetailsPanel
            client={details}
            onClose={editing.closeDetails}
            onEdit={editOf(details)}
            onDelete={() => deletion.ask(details)}
          />
        )}
        {editing.form.mode !== 'closed' && (
          <ClientForm
            key={editing.formKey}
            client={editing.editing}
            onClose={editing.closeForm}
            onReload={editing.reload}
          />
        )}
      </Suspense>
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
