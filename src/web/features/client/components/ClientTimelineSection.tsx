import { Button, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { formatDay } from '../../../lib/date-format';
import { useClientTimeline } from '../api/client-timeline.api';

/** How many events show before "Show all": a long history stays scannable on a phone. */
const FIRST_SHOWN = 12;

/**
 * A client's timeline (product.md §3.3.3): first contact, contacts, programs attended, reentry
 * steps done, check-ins and changes of status and of where they live, latest first, each with
 * its day and what it said.
 */
export function ClientTimelineSection({ clientId }: { clientId: string }) {
  const timeline = useClientTimeline(clientId);
  const [showAll, setShowAll] = useState(false);
  if (timeline.isPending) return <Loader size="sm" aria-label="Loading timeline" />;
  if (timeline.isError) {
    return (
      <LoadError
        message="Failed to load the timeline."
        detail={timeline.error.message}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  const events = showAll ? timeline.data : timeline.data.slice(0, FIRST_SHOWN);
  return (
    <Stack gap="sm">
      <Timeline bulletSize={12} lineWidth={2} role="list" aria-label="Timeline">
        {events.map((event, index) => (
          <Timeline.Item
            role="listitem"
            key={`${event.day}-${index}`}
            title={
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {event.title}
              </Text>
            }
          >
            <Text size="sm" c="dimmed">
              {formatDay(event.day)}
            </Text>
            {event.detail && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.detail}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
      {!showAll && timeline.data.length > FIRST_SHOWN && (
        <Button variant="default" size="xs" onClick={() => setShowAll(true)}>
          {`Show all ${timeline.data.length} events`}
        </Button>
      )}
    </Stack>
  );
}
