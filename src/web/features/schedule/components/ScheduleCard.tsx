import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconRepeat, IconTrash } from '@tabler/icons-react';
import { canApproveOrReject } from '../../../../shared/domain/schedule/schedule.rules';
import { StatusTag } from '../../../components/records/StatusTag';
import { formatTimeRange } from '../../../lib/local-time';
import type { Schedule, ScheduleDecision } from '../api/schedule.api';
import { recurrenceText } from './schedule-text';

export const SCHEDULE_STATUS_COLORS: Record<string, string> = {
  PENDING: 'indigo.8',
  APPROVED: 'brand.7',
  REJECTED: 'red.9',
  CANCELLED: 'gray.8',
};

interface ScheduleCardProps {
  schedule: Schedule;
  volunteerName: string;
  facilityName: string;
  onEdit: () => void;
  onDelete: () => void;
  onDecide: (decision: ScheduleDecision) => void;
}

/**
 * One schedule (spec §2.9): volunteer, facility, time range, status, edit and delete, the
 * reason for an adjustment, and Approve / Reject while it is pending.
 */
export function ScheduleCard({
  schedule,
  volunteerName,
  facilityName,
  onEdit,
  onDelete,
  onDecide,
}: ScheduleCardProps) {
  const when = formatTimeRange(schedule.startTime, schedule.endTime);
  const who = volunteerName || 'Volunteer';
  const repeats = recurrenceText(schedule);
  return (
    <Card withBorder component="article" aria-label={`${who}, ${when}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {who}
            </Title>
            <Text size="sm">{facilityName || 'Facility'}</Text>
            <Text size="sm">{when}</Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <StatusTag value={schedule.status} colors={SCHEDULE_STATUS_COLORS} />
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={`Edit schedule of ${who}, ${when}`}
              onClick={onEdit}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={`Delete schedule of ${who}, ${when}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {repeats && (
          <Group gap={4} wrap="nowrap">
            <IconRepeat size={16} aria-hidden />
            <Text size="sm">{repeats}</Text>
          </Group>
        )}
        {schedule.requestType === 'ADJUSTMENT' && schedule.requestReason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              Reason for adjustment:
            </Text>{' '}
            {schedule.requestReason}
          </Text>
        )}
        {schedule.adminResponse && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              Response:
            </Text>{' '}
            {schedule.adminResponse}
          </Text>
        )}
        {schedule.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              Notes:
            </Text>{' '}
            {schedule.notes}
          </Text>
        )}
        {canApproveOrReject(schedule.status) && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => onDecide('approve')}>
              Approve
            </Button>
            <Button size="xs" variant="outline" color="red.9" onClick={() => onDecide('reject')}>
              Reject
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
