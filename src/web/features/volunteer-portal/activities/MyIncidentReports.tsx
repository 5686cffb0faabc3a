import { Button, Group, Text } from '@mantine/core';
import { RecordListView } from '../../../components/records/RecordListView';
import { useRecordEditing } from '../../../components/records/useRecordEditing';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY } from '../../facility/api/facility.api';
import {
  fetchIncidentReport,
  INCIDENTS_KEY,
  useIncidentReportList,
} from '../../incident/api/incident.api';
// The volunteer portal reuses the admin form with its own-report prop (decision 014).
import { IncidentForm } from '../../incident/components/IncidentForm';
import { MyIncidentReportCard } from './MyIncidentReportCard';

/**
 * The incident reports the volunteer filed (product.md §12, §13): file a new one in their own
 * name (saved OPEN), and edit one while it is still OPEN. Volunteers never delete reports.
 */
export function MyIncidentReports({ volunteerId }: { volunteerId: string }) {
  // The server lists only a volunteer's own reports; the filter says so too.
  const list = useIncidentReportList({ reporterId: volunteerId }, 'incidents');
  const editing = useRecordEditing(fetchIncidentReport);
  // Each report names its facility (decision 055): a renamed facility renames it.
  useLiveUpdates(['IncidentReport', 'Facility'], [INCIDENTS_KEY, FACILITIES_KEY]);

  return (
    <>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Text>Incident reports you filed, open ones first.</Text>
        <Button onClick={editing.add}>File New Report</Button>
      </Group>
      <RecordListView
        list={list}
        plural="incident reports"
        searchable={false}
        emptyText='You have not filed any incident reports. Click "File New Report" to file one.'
        itemKey={(report) => report.id}
        renderItem={(report) => (
          <MyIncidentReportCard report={report} onEdit={() => editing.edit(report)} />
        )}
      />
      {editing.form.mode !== 'closed' && (
        <IncidentForm
          key={editing.formKey}
          report={editing.editing}
          ownReporterId={volunteerId}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
    </>
  );
}
