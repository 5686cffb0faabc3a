import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ResourceType } from '../../../../../shared/domain/resource/resource.enums';
import { resourceTypeLabel } from '../../../../../shared/domain/resource/resource.types';
import { StatusTag } from '../../../../components/records/StatusTag';
import { formatClockRange, formatDay } from '../../../../lib/date-format';
import type {
  DashboardClient,
  DashboardProgram,
  DashboardResource,
} from '../api/volunteer-dashboard.api';

// Filled tags in dark shades keep white text above 4.5:1 contrast.
const PROGRAM_STATUS_COLORS: Record<string, string> = {
  SCHEDULED: 'indigo.8',
  COMPLETED: 'brand.7',
  POSTPONED: 'orange.9',
  CANCELLED: 'red.9',
};
const CLIENT_STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'brand.7',
  INACTIVE: 'gray.8',
  FOLLOW_UP: 'orange.9',
  CLOSED: 'dark.6',
};

/** A title and its tag: the tag keeps its size, a long title wraps beside it. */
function TitleRow({ title, tag }: { title: string; tag: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {title}
      </Text>
      {tag}
    </Group>
  );
}

/** A program: title, status, day and times, facility and place within it. */
export function ProgramItem({
  program,
  facilityName,
}: {
  program: DashboardProgram;
  facilityName: string;
}) {
  const place = [facilityName, program.location].filter(Boolean).join(' · ');
  return (
    <>
      <TitleRow
        title={program.title}
        tag={<StatusTag value={program.status} colors={PROGRAM_STATUS_COLORS} />}
      />
      <Text size="sm">
        {formatDay(program.date)}, {formatClockRange(program.startTime, program.endTime)}
      </Text>
      {place && (
        <Text size="sm" c="dimmed">
          {place}
        </Text>
      )}
    </>
  );
}

/** A client assigned to the volunteer; a follow-up still to come is called out (product.md §2.10). */
export function ClientItem({ client, today }: { client: DashboardClient; today: string }) {
  const followUp = client.followUpDate;
  return (
    <>
      <TitleRow
        title={client.preferredName}
        tag={<StatusTag value={client.status} colors={CLIENT_STATUS_COLORS} />}
      />
      <Text size="sm" c="dimmed">
        Client ID: {client.clientId}
      </Text>
      {followUp && followUp > today && (
        <Alert
          role="note"
          variant="outline"
          color="indigo.8"
          icon={<IconCalendarEvent aria-hidden />}
          mt="xs"
          py="xs"
        >
          Follow-up due {formatDay(followUp)}
        </Alert>
      )}
    </>
  );
}

/** An available resource with how many are in stock. */
export function ResourceItem({ resource }: { resource: DashboardResource }) {
  return (
    <>
      <TitleRow
        title={resource.title}
        tag={
          <Badge
            color="indigo.8"
            variant="filled"
            style={{ flexShrink: 0 }}
            styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
          >
            Quantity: {resource.quantity}
          </Badge>
        }
      />
      <Text size="sm" c="dimmed">
        {resourceTypeLabel(resource.type as ResourceType)}
      </Text>
    </>
  );
}
