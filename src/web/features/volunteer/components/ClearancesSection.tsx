import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { CardButton } from '../../../components/records/CardButton';
import { LoadError } from '../../../components/LoadError';
import { useState } from 'react';
import { clearanceOn } from '../../../../shared/domain/volunteer/clearance';
import type {
  BackgroundCheckStatus,
  ClearanceStatus,
} from '../../../../shared/domain/volunteer/volunteer.enums';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { StatusTag } from '../../../components/records/StatusTag';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { FieldList } from '../../../components/records/FieldList';
import { formatDay } from '../../../lib/date-format';
import { useToday } from '../../../lib/use-now';
import { humanize } from '../../../lib/format';
import {
  useDeleteVolunteerClearance,
  useVolunteerClearances,
  type VolunteerClearance,
} from '../api/volunteer-clearance.api';
import { ClearanceForm } from './ClearanceForm';

const STATUS_COLORS: Record<ClearanceStatus, string> = {
  APPROVED: 'brand.7',
  PENDING: 'yellow.9',
  DENIED: 'red.8',
  REVOKED: 'red.8',
};

interface ClearancesSectionProps {
  volunteer: {
    id: string;
    backgroundCheckStatus: BackgroundCheckStatus | null;
    backgroundCheckDate: string | null;
    trainingCompleted: boolean;
    trainingCompletionDate: string | null;
  };
  /** Admins record and change clearances; a volunteer reads their own. */
  editable: boolean;
}

/** 'Passed on 1 Aug 2023', 'Pending', or 'Not recorded'. */
function fact(status: string | null, date: string | null): string {
  if (!status) return 'Not recorded';
  return date ? `${humanize(status)} on ${formatDay(date)}` : humanize(status);
}

function dates(clearance: VolunteerClearance): string {
  const parts = [
    clearance.grantedOn && `Granted ${formatDay(clearance.grantedOn)}`,
    clearance.expiresOn ? `Expires ${formatDay(clearance.expiresOn)}` : 'No expiry',
    clearance.reference && `Ref. ${clearance.reference}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * A volunteer's background check and training, then their clearances, one per facility, each with what it means today: cleared, or what is
 * missing, in the server's words (clearance.ts decides both).
 */
export function ClearancesSection({ volunteer, editable }: ClearancesSectionProps) {
  const clearances = useVolunteerClearances(volunteer.id);
  const [editing, setEditing] = useState<VolunteerClearance | 'new' | null>(null);
  const remove = useDeleteVolunteerClearance();
  const deletion = useConfirmDelete<VolunteerClearance>({
    remove: (clearance) => remove.mutateAsync(clearance.id),
    nameOf: (clearance) => `Clearance at ${clearance.facilityName ?? 'this facility'}`,
    failedMessage: 'Failed to remove the clearance. Please try again.',
  });
  const today = useToday();
  const standing = {
    backgroundCheckStatus: volunteer.backgroundCheckStatus,
    trainingCompleted: volunteer.trainingCompleted,
    clearances: clearances.data ?? [],
  };

  return (
    <Stack gap="sm">
      <FieldList
        fields={[
          {
            label: 'Background Check',
            value: fact(volunteer.backgroundCheckStatus, volunteer.backgroundCheckDate),
          },
          {
            label: 'Training',
            value: volunteer.trainingCompleted
              ? fact('COMPLETED', volunteer.trainingCompletionDate)
              : 'Not completed',
          },
        ]}
      />
      {clearances.isPending && <Loader size="sm" aria-label="Loading clearances" />}
      {clearances.isError && (
        <LoadError
          message={`Failed to load the clearances. ${clearances.error.message}`}
          onRetry={() => void clearances.refetch()}
        />
      )}
      {clearances.isSuccess && clearances.data.length === 0 && (
        <Text size="sm">No clearances recorded yet.</Text>
      )}
      {clearances.isSuccess && clearances.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {clearances.data.map((clearance) => {
            const facility = { id: clearance.facilityId, name: clearance.facilityName ?? '' };
            const verdict = clearanceOn(standing, facility, today);
            return (
              <li key={clearance.id} aria-label={`Clearance at ${facility.name}`}>
                {editing !== null && editing !== 'new' && editing.id === clearance.id ? (
                  <ClearanceForm
                    volunteerId={volunteer.id}
                    clearance={clearance}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <Stack gap={2}>
                    <Group gap="xs" justify="space-between" wrap="nowrap">
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {facility.name}
                      </Text>
                      <StatusTag value={clearance.status} colors={STATUS_COLORS} />
                    </Group>
                    <Text size="sm">{dates(clearance)}</Text>
                    <Text size="sm" c={verdict.cleared ? 'brand.8' : 'red.8'} fw={500}>
                      {verdict.cleared
                        ? 'Cleared today'
                        : `Not cleared today: ${verdict.problems.map((p) => p.message).join('; ')}`}
                    </Text>
                    {clearance.notes && (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {clearance.notes}
                      </Text>
                    )}
                    {editable && (
                      <Group gap="xs">
                        <CardButton
                          label="Edit"
                          name={`Edit clearance at ${facility.name}`}
                          onClick={() => setEditing(clearance)}
                        />
                        <CardButton
                          label="Remove"
                          name={`Remove clearance at ${facility.name}`}
                          onClick={() => deletion.ask(clearance)}
                          danger
                        />
                      </Group>
                    )}
                  </Stack>
                )}
              </li>
            );
          })}
        </Stack>
      )}
      {editable &&
        (editing === 'new' ? (
          <ClearanceForm
            volunteerId={volunteer.id}
            clearance={null}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Group justify="flex-end">
            <Button variant="light" onClick={() => setEditing('new')}>
              Add Clearance
            </Button>
          </Group>
        ))}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </Stack>
  );
}
