import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LoadError } from '../../../components/LoadError';
import { useState } from 'react';
import {
  isOverdue,
  offsetLabel,
  planReadiness,
  stepDueOn,
} from '../../../../shared/domain/reentry/due-dates';
import { formatDay } from '../../../lib/date-format';
import { useToday } from '../../../lib/use-now';
import { failureTitle } from '../../../lib/graphql';
import {
  useReentrySteps,
  useStartReentryPlan,
  useUpdateReentryStep,
  type ReentryStep,
} from '../api/reentry-step.api';
import { ReentryStepForm, type OwnerChoice } from './ReentryStepForm';

interface ReentryPlanSectionProps {
  client: {
    id: string;
    preferredName: string;
    releaseDate: string | null;
    assignedVolunteerId: string | null;
    assignedVolunteerName?: string | null;
  };
  /** Admins start the plan and change its steps; the assigned volunteer works them. */
  canManage: boolean;
  /** The signed-in person, offered as an owner when they manage the plan (an admin). */
  me?: OwnerChoice;
}

/**
 * A client's reentry plan (product.md §3.3.1): how ready it is, each step with its due day, owner
 * and status, ticked done from here (a phone's whole row is the checkbox's label); admins start
 * the plan from the default one and add or change steps.
 */
export function ReentryPlanSection({ client, canManage, me }: ReentryPlanSectionProps) {
  const steps = useReentrySteps(client.id);
  const startPlan = useStartReentryPlan();
  const updateStep = useUpdateReentryStep();
  const [editing, setEditing] = useState<ReentryStep | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A tick shows at once, before the server answers (on a phone's network that takes a while);
  // once the plan is read again, or the save failed, the stored status shows.
  const [ticking, setTicking] = useState<Record<string, string>>({});
  const statusOf = (step: ReentryStep) => ticking[step.id] ?? step.status;
  const today = useToday();

  const ownerChoices: OwnerChoice[] = [
    ...(client.assignedVolunteerId
      ? [
          {
            value: client.assignedVolunteerId,
            label: client.assignedVolunteerName ?? 'Assigned volunteer',
          },
        ]
      : []),
    ...(me && me.value !== client.assignedVolunteerId ? [me] : []),
  ];
  // A step's present owner stays a choice, whoever they are.
  const choicesFor = (step: ReentryStep | null) =>
    step?.ownerId && !ownerChoices.some((choice) => choice.value === step.ownerId)
      ? [...ownerChoices, { value: step.ownerId, label: step.ownerName ?? 'Someone else' }]
      : ownerChoices;

  const run = async (work: () => Promise<unknown>, failedTitle: string) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      const detail = error instanceof Error ? error.message : '';
      setFailure(`${failureTitle(failedTitle, error)} ${detail}`.trim());
    }
  };
  const toggle = async (step: ReentryStep) => {
    const status = statusOf(step) === 'DONE' ? 'OPEN' : 'DONE';
    setTicking((before) => ({ ...before, [step.id]: status }));
    await run(
      () => updateStep.mutateAsync({ id: step.id, expectedVersion: step.version, status }),
      'Failed to save the step.',
    );
    setTicking(({ [step.id]: _done, ...others }) => others);
  };
  const start = () =>
    run(async () => {
      await startPlan.mutateAsync(client.id);
      notifications.show({ color: 'brand', message: 'Reentry plan started' });
    }, 'Failed to start the reentry plan.');

  if (steps.isPending) return <Loader size="sm" aria-label="Loading reentry plan" />;
  if (steps.isError) {
    return (
      <LoadError
        message="Failed to load the reentry plan."
        detail={steps.error.message}
        onRetry={() => void steps.refetch()}
      />
    );
  }
  const plan = steps.data;
  const readiness = planReadiness(plan, client.releaseDate, today);

  return (
    <Stack gap="sm">
      {plan.length === 0 ? (
        <Text size="sm">No reentry plan yet.</Text>
      ) : (
        <Text size="sm" fw={600}>
          {client.releaseDate
            ? `Due so far: ${readiness.done} of ${readiness.due} done · Release ${formatDay(client.releaseDate)}`
            : 'No release date: the steps have no due day yet.'}
        </Text>
      )}
      {plan.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {plan.map((step) => {
            const due = stepDueOn(client.releaseDate, step.offsetDays);
            const overdue = isOverdue(step, client.releaseDate, today);
            return (
              <li key={step.id}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Checkbox
                      label={step.title}
                      checked={statusOf(step) === 'DONE'}
                      onChange={() => void toggle(step)}
                      disabled={step.id in ticking}
                      styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' } }}
                    />
                    <Text size="sm" c="dimmed" pl={32}>
                      {[
                        due ? `Due ${formatDay(due)}` : null,
                        offsetLabel(step.offsetDays),
                        step.ownerName ? `Owner: ${step.ownerName}` : 'No owner',
                        step.status === 'DONE' && step.doneOn
                          ? `Done ${formatDay(step.doneOn)}`
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {step.notes && (
                      <Text
                        size="sm"
                        pl={32}
                        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                      >
                        {step.notes}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                    {/* Red 9 keeps white text at 5.4:1. */}
                    {overdue && (
                      <Badge color="red.9" variant="filled">
                        Overdue
                      </Badge>
                    )}
                    {step.status === 'NOT_NEEDED' && <Badge variant="default">Not needed</Badge>}
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit step ${step.title}`}
                      onClick={() => setEditing(step)}
                    >
                      Edit
                    </Button>
                  </Group>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert" title={failure}>
          Reload the page if someone else changed the plan meanwhile.
        </Alert>
      )}
      {canManage && (
        <Group gap="xs">
          {plan.length === 0 ? (
            <Button variant="light" onClick={() => void start()} loading={startPlan.isPending}>
              Start Reentry Plan
            </Button>
          ) : (
            <Button variant="light" onClick={() => setEditing('new')}>
              Add Step
            </Button>
          )}
        </Group>
      )}
      {editing && (
        <ReentryStepForm
          clientId={client.id}
          step={editing === 'new' ? null : editing}
          canManage={canManage}
          ownerChoices={choicesFor(editing === 'new' ? null : editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
