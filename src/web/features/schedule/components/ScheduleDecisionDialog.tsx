import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { OVERRIDE_LABEL } from '../../../components/records/ClearanceOverrideField';
import { ApiError } from '../../../lib/graphql';
import { useDecideSchedule, type Schedule, type ScheduleDecision } from '../api/schedule.api';

/** product.md §8: shown when approving or rejecting fails, with the server's reason beneath. */
const FAILED: Record<ScheduleDecision, string> = {
  approve: 'Failed to approve schedule',
  reject: 'Failed to reject schedule',
};
const VERB: Record<ScheduleDecision, string> = { approve: 'Approve', reject: 'Reject' };
const DONE: Record<ScheduleDecision, string> = { approve: 'approved', reject: 'rejected' };

const countOf = (count: number) => `${count} ${count === 1 ? 'schedule' : 'schedules'}`;

interface ScheduleDecisionDialogProps {
  decision: ScheduleDecision;
  /** One request, or several chosen together (product.md §2.9). */
  schedules: Schedule[];
  /** "Amina Khan at HMP Leeds, Fri, Mar 1, 9:00 AM – 12:00 PM". */
  describe: (schedule: Schedule) => string;
  onClose: () => void;
}

interface Failure {
  schedule: Schedule;
  message: string;
}

/** A refusal an admin may override with a reason: the volunteer is not cleared (product.md §3.2.1). */
const asksForOverride = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors.clearanceOverrideReason !== undefined;

/**
 * Approve or reject pending requests with one optional response, e-mailed to each volunteer.
 * Each request is decided on its own (each audited, each volunteer told): one refused (changed
 * meanwhile) does not stop the others, and the dialog then names it with the reason, so that
 * pressing the button again tries only what is left.
 */
export function ScheduleDecisionDialog({
  decision,
  schedules,
  describe,
  onClose,
}: ScheduleDecisionDialogProps) {
  const decide = useDecideSchedule();
  const [response, setResponse] = useState('');
  const [left, setLeft] = useState(schedules);
  // Those already decided leave the dialog: its title and list count only what is left.
  const decidedSoFar = schedules.length - left.length;
  const [failures, setFailures] = useState<Failure[]>([]);
  const [deciding, setDeciding] = useState(false);
  // Shown once a volunteer turns out not to be cleared; sent with every approval after that.
  const [overrideAsked, setOverrideAsked] = useState(false);
  const [overrideReason, setOverrideReason] = useState('');
  const inFlight = useRef(false);
  const many = schedules.length > 1;

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setDeciding(true);
    setFailures([]);
    const failed: Failure[] = [];
    for (const schedule of left) {
      try {
        await decide.mutateAsync({
          decision,
          schedule,
          adminResponse: response.trim() || null,
          clearanceOverrideReason: overrideReason.trim() || null,
        });
      } catch (error) {
        if (asksForOverride(error)) setOverrideAsked(true);
        failed.push({ schedule, message: error instanceof Error ? error.message : String(error) });
      }
    }
    const decided = left.length - failed.length;
    if (decided > 0) {
      notifications.show({
        color: 'brand',
        message: many ? `${countOf(decided)} ${DONE[decision]}` : `Schedule ${DONE[decision]}`,
      });
    }
    inFlight.current = false;
    setDeciding(false);
    if (failed.length === 0) {
      onClose();
      return;
    }
    setLeft(failed.map((failure) => failure.schedule));
    setFailures(failed);
  };
  // Not while deciding: the outcome must still be seen.
  const close = () => {
    if (!inFlight.current) onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={many ? `${VERB[decision]} ${countOf(left.length)}` : `${VERB[decision]} schedule`}
    >
      <Stack>
        {decidedSoFar > 0 && (
          <Text size="sm">{`${countOf(decidedSoFar)} ${DONE[decision]}; ${left.length} left.`}</Text>
        )}
        {many ? (
          <List size="sm" spacing={2}>
            {left.map((schedule) => (
              <List.Item key={schedule.id}>{describe(schedule)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{describe(schedules[0]!)}</Text>
        )}
        <Textarea
          label={
            many ? 'Response to the volunteers (optional)' : 'Response to the volunteer (optional)'
          }
          description={
            many ? 'Sent to each volunteer by e-mail' : 'Sent to the volunteer by e-mail'
          }
          autosize
          minRows={2}
          value={response}
          onChange={(event) => setResponse(event.currentTarget.value)}
        />
        {overrideAsked && (
          <Textarea
            label={OVERRIDE_LABEL}
            description="Not cleared for the facility on the day (below). Approving anyway keeps your reason on the schedule and in its history."
            autosize
            minRows={2}
            value={overrideReason}
            onChange={(event) => setOverrideReason(event.currentTarget.value)}
          />
        )}
        {failures.length > 0 && (
          <Alert color="red" role="alert" title={FAILED[decision]}>
            {many ? (
              <List size="sm" spacing={2}>
                {failures.map(({ schedule, message }) => (
                  <List.Item key={schedule.id}>{`${describe(schedule)}: ${message}`}</List.Item>
                ))}
              </List>
            ) : (
              failures[0]!.message
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deciding}>
            Cancel
          </Button>
          <Button
            color={decision === 'reject' ? 'red.9' : undefined}
            loading={deciding}
            onClick={() => void confirm()}
          >
            {VERB[decision]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
