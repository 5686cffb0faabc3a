import { Button, Group, Paper, Text } from '@mantine/core';
import type { ScheduleDecision } from '../api/schedule.api';

/** The pending requests chosen on the cards, decided together with one response. */
export function ChosenRequestsBar({
  count,
  onDecide,
  onClear,
}: {
  count: number;
  onDecide: (decision: ScheduleDecision) => void;
  onClear: () => void;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      pos="sticky"
      top={68}
      style={{ zIndex: 2 }}
      component="section"
      aria-label="Chosen requests"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {`${count} ${count === 1 ? 'request' : 'requests'} chosen`}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => onDecide('approve')}>
            Approve chosen
          </Button>
          <Button size="xs" variant="outline" color="red.9" onClick={() => onDecide('reject')}>
            Reject chosen
          </Button>
          <Button size="xs" variant="default" onClick={onClear}>
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
