import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { checkInLabel, proposedCheckIns } from '../../../../shared/domain/reentry/check-ins';
import type { CheckInPoint } from '../../../../shared/domain/reentry/reentry.enums';
import { LoadError } from '../../../components/LoadError';
import { formatDay } from '../../../lib/date-format';
import { useToday } from '../../../lib/use-now';
import { humanize } from '../../../lib/format';
import { useReentryCheckIns, type ReentryCheckIn } from '../api/reentry-check-in.api';
import { CheckInForm } from './CheckInForm';

interface CheckInsSectionProps {
  client: {
    id: string;
    preferredName: string;
    incarcerated: boolean;
    releaseDate: string | null;
    /** Set: no check-in is proposed or changed (product.md §3.3.7). */
    anonymisedOn?: string | null;
  };
}

/** What a recorded check-in found, in one line. */
function answers(checkIn: ReentryCheckIn): string {
  return [
    `Held ${formatDay(checkIn.heldOn)}`,
    checkIn.housingStatus ? `Housing: ${humanize(checkIn.housingStatus)}` : null,
    checkIn.employmentStatus ? `Employment: ${humanize(checkIn.employmentStatus)}` : null,
    checkIn.communitySupport.length > 0 ? `Support: ${checkIn.communitySupport.join(', ')}` : null,
    checkIn.releaseDate ? `After the release of ${formatDay(checkIn.releaseDate)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A client's check-ins after release (product.md §3.3.2): those still to record, each with its
 * proposed day and a Record button, then those recorded, latest first, each with Edit. The
 * assigned volunteer and admins record them; the server keeps everyone else out.
 */
export function CheckInsSection({ client }: CheckInsSectionProps) {
  const checkIns = useReentryCheckIns(client.id);
  const [editing, setEditing] = useState<ReentryCheckIn | { checkpoint: CheckInPoint } | null>(
    null,
  );

  const today = useToday();
  if (checkIns.isPending) return <Loader size="sm" aria-label="Loading check-ins" />;
  if (checkIns.isError) {
    return (
      <LoadError
        message="Failed to load the check-ins."
        detail={checkIns.error.message}
        onRetry={() => void checkIns.refetch()}
      />
    );
  }
  const recorded = checkIns.data;
  const proposed = proposedCheckIns(client, recorded, today);

  return (
    <Stack gap="sm">
      {proposed.length === 0 && recorded.length === 0 && (
        <Text size="sm">
          {client.incarcerated
            ? 'Check-ins start once the client is released.'
            : 'No release date: enter it on the client to propose check-ins.'}
        </Text>
      )}
      {proposed.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {proposed.map((check) => (
            <li key={check.checkpoint}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  <Text span fw={600}>
                    {checkInLabel(check.checkpoint)}
                  </Text>{' '}
                  · {check.due ? 'due since' : 'due'} {formatDay(check.dueOn)}
                </Text>
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {/* Red 9 keeps white text at 5.4:1. */}
                  {check.due && (
                    <Badge color="red.9" variant="filled">
                      Due
                    </Badge>
                  )}
                  <Button
                    size="xs"
                    variant={check.due ? 'filled' : 'default'}
                    aria-label={`Record ${checkInLabel(check.checkpoint)}`}
                    onClick={() => setEditing({ checkpoint: check.checkpoint })}
                  >
                    Record
                  </Button>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {recorded.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {recorded.map((checkIn) => (
            <li key={checkIn.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {checkInLabel(checkIn.checkpoint)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {answers(checkIn)}
                  </Text>
                  {checkIn.returnedToCustody && (
                    <Text size="sm" fw={600}>
                      Returned to custody
                      {checkIn.facilityName ? ` at ${checkIn.facilityName}` : ''}
                    </Text>
                  )}
                  {checkIn.notes && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {checkIn.notes}
                    </Text>
                  )}
                </Stack>
                {!client.anonymisedOn && (
                  <Button
                    size="xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    aria-label={`Edit ${checkInLabel(checkIn.checkpoint)} of ${formatDay(checkIn.heldOn)}`}
                    onClick={() => setEditing(checkIn)}
                  >
                    Edit
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {editing && (
        <CheckInForm client={client} checkIn={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
