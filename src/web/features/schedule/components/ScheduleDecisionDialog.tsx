import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { formatTimeRange } from '../../../lib/local-time';
import { useDecideSchedule, type Schedule, type ScheduleDecision } from '../api/schedule.api';

/** product.md §8: shown when approving or rejecting fails, with the server's reason beneath. */
const FAILED: Record<ScheduleDecision, string> = {
  approve: 'Failed to approve schedule',
  reject: 'Failed to reject schedule',
};
const VERB: Record<ScheduleDecision, string> = { approve: 'Approve', reject: 'Reject' };

interface ScheduleDecisionDialogProps {
  decision: ScheduleDecision;
  schedule: Schedule;
  volunteerName: string;
  facilityName: string;
  onClose: () => void;
}

/** Approve or reject a pending schedule, with an optional response the volunteer is e-mailed. */
export function ScheduleDecisionDialog({
  decision,
  schedule,
  volunteerName,
  facilityName,
  onClose,
}: ScheduleDecisionDialogProps) {
  const decide = useDecideSchedule();
  const [response, setResponse] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await decide.mutateAsync({ decision, schedule, adminResponse: response.trim() || null });
      notifications.show({
        color: 'brand',
        message: `Schedule ${decision === 'approve' ? 'approved' : 'rejected'}`,
      });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      inFlight.current = false;
    }
  };
  // Not while the decision is being saved: its outcome must still be seen.
  const close = () => {
    if (!decide.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title={`${VERB[decision]} schedule`}>
      <Stack>
        <Text size="sm">
          {volunteerName || 'Volunteer'} at {facilityName || 'the facility'},{' '}
          {formatTimeRange(schedule.startTime, schedule.endTime)}
        </Text>
        <Textarea
          label="Response to the volunteer (optional)"
          description="Sent to the volunteer by e-mail"
          autosize
          minRows={2}
          value={response}
          onChange={(event) => setResponse(event.currentTarget.value)}
        />
        {failure !== null && (
          <Alert color="red" role="alert" title={FAILED[decision]}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button
            color={decision === 'reject' ? 'red.9' : undefined}
            loading={decide.isPending}
            onClick={() => void confirm()}
          >
            {VERB[decision]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
