import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FieldList } from '../../../components/records/FieldList';
import { StatusTag } from '../../../components/records/StatusTag';
import { formatDay } from '../../../lib/date-format';
import { incidentDeclaration } from '../../../../shared/domain/incident/incident.record';
import { declaredFields } from '../../../components/records/declared/declared-fields';
import { humanize } from '../../../lib/format';
import type { IncidentReport } from '../../incident/api/incident.api';

// Filled tags in dark shades keep white text above 4.5:1 contrast.
const REPORT_STATUS_COLORS: Record<string, string> = {
  OPEN: 'red.9',
  UNDER_REVIEW: 'indigo.8',
  RESOLVED: 'brand.7',
  CLOSED: 'gray.8',
};

/** product.md §13: a volunteer updates their own report while it is OPEN (the server checks). */
function canEditReport(report: Pick<IncidentReport, 'status'>): boolean {
  return report.status === 'OPEN';
}

interface MyIncidentReportCardProps {
  report: IncidentReport;
  onEdit: () => void;
}

/** One report the volunteer filed, as a card that fits a phone. */
export function MyIncidentReportCard({ report, onEdit }: MyIncidentReportCardProps) {
  const titleId = useId();
  const title = `${humanize(report.type)} · ${formatDay(report.date)}`;
  const editable = canEditReport(report);
  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <StatusTag value={report.status} colors={REPORT_STATUS_COLORS} />
        </Group>
        <FieldList
          fields={declaredFields(
            incidentDeclaration,
            report,
            [
              'time',
              'facilityId',
              'location',
              'reportedToFacility',
              'description',
              'facilityResponse',
              'resolutionNotes',
            ],
            ['facilityResponse', 'resolutionNotes'],
          )}
        />
        {editable ? (
          <Group gap="xs">
            <Button variant="default" onClick={onEdit} aria-label={`Edit report ${title}`}>
              Edit
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Only open reports can be changed: this one is with the team.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
