import { Alert, List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatTimeRange } from '../../../lib/date-format';
import { useScheduleClashes, type ScheduleClashInput } from '../api/schedule-clashes.api';

/** How long typing must pause before the clash check is asked again. */
const CLASH_CHECK_DELAY_MS = 400;

interface ScheduleClashWarningProps {
  query: ScheduleClashInput | null;
  /** The signed-in volunteer's own visits ('You already have…'). */
  ownVisits: boolean;
}

/**
 * A visit that overlaps another of the same volunteer's is warned about before saving
 * (product.md §2.9; it may be intended, e.g. two admins splitting a day, so saving is not blocked).
 * The volunteer and the facilities are named by the names the clashing visits carry (decision 055).
 */
export function ScheduleClashWarning({ query, ownVisits }: ScheduleClashWarningProps) {
  const [debounced] = useDebouncedValue(query, CLASH_CHECK_DELAY_MS);
  const clashes = useScheduleClashes(debounced);
  const found = clashes.data ?? [];
  // Every clash is a visit of the same volunteer.
  const volunteerName = ownVisits ? '' : found[0]?.schedule.volunteerName || 'This volunteer';
  return (
    <div role="status" aria-live="polite">
      {debounced && found.length > 0 && (
        <Alert
          variant="default"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Overlapping visits"
        >
          <Text size="sm">
            {volunteerName ? `${volunteerName} already has` : 'You already have'}{' '}
            {found.length === 1 ? 'a visit' : `${found.length} visits`} at the same time:
          </Text>
          <List size="sm" mt={4}>
            {found.map((clash) => (
              <List.Item key={`${clash.schedule.id}:${clash.startTime}`}>
                {formatTimeRange(clash.startTime, clash.endTime)} at{' '}
                {clash.schedule.facilityName || 'a facility'}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt={4}>
            You can still save if this is intended.
          </Text>
        </Alert>
      )}
      {debounced && clashes.isError && (
        <Text size="sm">Could not check for overlapping visits: {clashes.error.message}</Text>
      )}
    </div>
  );
}
