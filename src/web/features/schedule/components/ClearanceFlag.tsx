import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Schedule } from '../api/schedule.api';

/**
 * "Not cleared from <day>: <what is missing>" for a visit still to come whose volunteer is not
 * cleared for the facility then (product.md §3.2.1), read live by the server: a recurring visit
 * running past a clearance's expiry, or a volunteer who has since lost a condition.
 */
export function ClearanceFlag({ schedule }: { schedule: Pick<Schedule, 'clearanceFlag'> }) {
  if (!schedule.clearanceFlag) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-9)" />
      <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
        {schedule.clearanceFlag}
      </Text>
    </Group>
  );
}
