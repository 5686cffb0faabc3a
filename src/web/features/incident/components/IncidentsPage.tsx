import { formatDay } from '../../../lib/date-format';
import { Button, Checkbox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { INCIDENT_STATUSES } from '../../../../shared/domain/incident/incident.enums';
import { incidentDeclaration } from '../../../../shared/domain/incident/incident.record';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageTitle } from '../../../components/PageTitle';
import { RecordDetails } from '../../../components/records/RecordDetails';
import { DeclaredDetailsSections } from '../../../components/records/declared/DeclaredDetailsSections';
import { DeclaredFilters } from '../../../components/records/declared/DeclaredFilters';
import { declaredColumns } from '../../../components/records/declared/declared-column';
import { declaredText } from '../../../components/records/declared/declared-text';
import { RecordListView } from '../../../components/records/RecordListView';
import { PhoneRow } from '../../../components/records/PhoneRow';
import { RecordActions } from '../../../components/records/RecordActions';
import { inOrderOf } from '../../../components/records/list-sort';
import {
  RecordTable,
  sortableColumns,
  type TableColumn,
} from '../../../components/records/RecordTable';
import { SortFilter } from '../../../components/records/SortFilter';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useOpenDetails, useRecordEditing } from '../../../components/records/useRecordEditing';
import { humanize } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY, facilityChoices } from '../../facility/api/facility.api';
import { VOLUNTEERS_KEY } from '../../volunteer/api/volunteer.api';
import {
  exportIncidentReports,
  fetchIncidentReport,
  INCIDENT_DATE_RANGE,
  INCIDENTS_KEY,
  useDeleteIncidentReport,
  useIncidentReportList,
  useUpdateIncidentReport,
  type IncidentFilter,
  type IncidentReport,
} from '../api/incident.api';
import { CloseIncidentDialog } from './CloseIncidentDialog';
import { IncidentForm } from './IncidentForm';
import { StatusTag } from '../../../components/records/StatusTag';

// Filled badges with dark shades keep white text above 4.5:1 contrast.
const STATUS_COLORS: Record<string, string> = {
  OPEN: 'red.9',
  UNDER_REVIEW: 'orange.9',
  RESOLVED: 'brand.7',
  CLOSED: 'gray.8',
};

/** 'Medical incident of 2026-11-20': a report's name for screen readers and dialogs. */
const incidentLabel = (report: Pick<IncidentReport, 'type' | 'date'>) =>
  `${humanize(report.type)} incident of ${report.date}`;

/**
 * Incident Reports (product.md §2.8): filters, the table, View / Edit / Delete, New Report. Rows
 * carry the names they show, and the Facility filter searches on the server (decision 055).
 */
export function IncidentsPage() {
  const list = useIncidentReportList();
  const editing = useRecordEditing(fetchIncidentReport);
  const updateReport = useUpdateIncidentReport();
  const deleteReport = useDeleteIncidentReport();
  const deletion = useConfirmDelete<IncidentReport>({
    remove: (report) => deleteReport.mutateAsync(report.id),
    nameOf: (report) => `the incident of ${report.date}`,
    failedMessage: 'Failed to delete incident report. Please try again.',
    onDeleted: editing.closeDetails,
  });
  // A renamed facility or volunteer changes the names the rows carry.
  useLiveUpdates(
    ['IncidentReport', 'Facility', 'Volunteer'],
    [INCIDENTS_KEY, FACILITIES_KEY, VOLUNTEERS_KEY],
  );

  const column = declaredColumns(incidentDeclaration);
  const columns: TableColumn<IncidentReport>[] = [
    column('date', { sort: { sortBy: 'DATE', kind: 'date' } }),
    column('facilityId', { sort: { sortBy: 'FACILITY', kind: 'text' } }),
    column('reporterId'),
    column('type', { sort: { sortBy: 'TYPE', kind: 'text' } }),
    column('status', {
      render: (report) => <StatusTag value={report.status} colors={STATUS_COLORS} />,
      sort: inOrderOf('STATUS', INCIDENT_STATUSES),
    }),
  ];
  const { filter } = list;
  const setFilter = (changes: Partial<IncidentFilter>) => list.setFilter(changes);
  const details = useOpenDetails(editing, list.items);
  // View, Edit and Delete of a table row, and of a phone's stacked row.
  const actionsFor = (report: IncidentReport, label: string) => (
    <RecordActions
      compact
      name={label}
      onView={() => editing.showDetails(report)}
      onEdit={() => editing.edit(report)}
      onDelete={() => deletion.ask(report)}
    />
  );

  /** The incident whose closing is being confirmed, and why the last attempt failed. */
  const [closing, setClosing] = useState<IncidentReport | null>(null);
  const [closeError, setCloseError] = useState<string | null>(null);
  const askToClose = (report: IncidentReport) => {
    setCloseError(null);
    setClosing(report);
  };
  const closeIncident = async (report: IncidentReport, resolutionNotes: string) => {
    try {
      await updateReport.mutateAsync({
        id: report.id,
        expectedVersion: report.version,
        status: 'CLOSED',
        resolutionNotes,
      });
      setClosing(null);
      notifications.show({ color: 'brand', message: 'Incident closed' });
    } catch (error) {
      setCloseError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <PageTitle title="Incident Reports">
        <Button onClick={editing.add}>New Incident Report</Button>
      </PageTitle>
      <RecordListView
        list={list}
        plural="incident reports"
        exportCsv={exportIncidentReports}
        searchable={false}
        emptyText='No incident reports found. Click "New Incident Report" to file one.'
        filters={
          <>
            <DeclaredFilters
              declaration={incidentDeclaration}
              fields={['date', 'facilityId', 'type', 'status']}
              values={filter}
              onChange={setFilter}
              ranges={INCIDENT_DATE_RANGE}
              references={{ facility: facilityChoices }}
              labels={{ type: 'Type' }}
              widths={{ type: 190, status: 160 }}
            />
            <SortFilter
              columns={sortableColumns(columns)}
              value={filter}
              onChange={(sort) => setFilter(sort as Partial<IncidentFilter>)}
            />
            <Checkbox
              label="Open incidents first"
              checked={filter.openFirst}
              onChange={(event) => setFilter({ openFirst: event.currentTarget.checked })}
              style={{ alignSelf: 'center' }}
              mt="lg"
            />
          </>
        }
        itemKey={(report) => report.id}
        renderPhoneItem={(report) => {
          const label = incidentLabel(report);
          return (
            <PhoneRow
              name={label}
              title={`${formatDay(report.date)} · ${humanize(report.type)}`}
              status={<StatusTag value={report.status} colors={STATUS_COLORS} />}
              details={[
                report.facilityName ?? '',
                `Reported by ${declaredText(incidentDeclaration, 'reporterId', report)}`,
              ]}
              actions={actionsFor(report, label)}
            />
          );
        }}
        renderItems={(reports) => (
          <RecordTable
            items={reports}
            itemKey={(report) => report.id}
            columns={columns}
            actions={(report) => actionsFor(report, incidentLabel(report))}
            sort={filter}
            onSort={(sort) => setFilter(sort as Partial<IncidentFilter>)}
          />
        )}
      />

      {details && (
        <RecordDetails
          title="Incident Details"
          name={incidentLabel(details)}
          onClose={editing.closeDetails}
          history={{ recordType: 'IncidentReport', recordId: details.id }}
          onEdit={() => editing.edit(details)}
          dismissLabel="Back to list"
          extraActions={
            details.status !== 'CLOSED' && (
              <Button variant="default" onClick={() => askToClose(details)}>
                Close incident
              </Button>
            )
          }
        >
          <DeclaredDetailsSections declaration={incidentDeclaration} record={details} />
        </RecordDetails>
      )}
      {closing && (
        <CloseIncidentDialog
          name={incidentLabel(closing)}
          resolutionNotes={closing.resolutionNotes}
          closing={updateReport.isPending}
          error={closeError}
          onCancel={() => setClosing(null)}
          onConfirm={(notes) => void closeIncident(closing, notes)}
        />
      )}
      {editing.form.mode !== 'closed' && (
        <IncidentForm
          key={editing.formKey}
          report={editing.editing}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
