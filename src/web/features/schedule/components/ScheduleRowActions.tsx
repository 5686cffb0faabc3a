import { ActionIcon, Button, Checkbox, Group } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { canApproveOrReject } from '../../../../shared/domain/schedule/schedule.rules';
import type { Schedule, ScheduleDecision } from '../api/schedule.api';

/** What an admin can do with a schedule (product.md §2.9), from its card or its table row. */
export interface ScheduleAdminActions {
  onEdit: () => void;
  onDelete: () => void;
  /** Schedules have no details view: the history opens from the card or row. */
  onHistory: () => void;
  onDecide: (decision: ScheduleDecision) => void;
  /** A pending request chosen to be decided with others (ChosenRequestsBar). */
  chosen?: boolean;
  onChoose?: () => void;
}

/**
 * A table row's actions: Choose, Approve and Reject while pending, then history, edit and
 * delete, each named after the schedule ('Approve schedule of Amina Khan, …').
 */
export function ScheduleRowActions({
  schedule,
  name,
  admin,
}: {
  schedule: Schedule;
  /** 'Amina Khan, Sat, Jan 9, 2027, 4:00 PM – 6:30 PM' */
  name: string;
  admin: ScheduleAdminActions;
}) {
  const pending = canApproveOrReject(schedule.status);
  return (
    <Group gap={4} wrap="nowrap">
      {pending && admin.onChoose && (
        <Checkbox
          aria-label={`Choose schedule of ${name}`}
          checked={admin.chosen ?? false}
          onChange={admin.onChoose}
          mr={4}
        />
      )}
      {pending && (
        <>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Approve schedule of ${name}`}
            onClick={() => admin.onDecide('approve')}
          >
            Approve
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={`Reject schedule of ${name}`}
            onClick={() => admin.onDecide('reject')}
          >
            Reject
          </Button>
        </>
      )}
      <ScheduleIconActions name={name} admin={admin} />
    </Group>
  );
}

/** History, Edit and Delete as icons, named after the schedule, on its card and its table row. */
export function ScheduleIconActions({
  name,
  admin,
  size,
}: {
  /** 'Amina Khan, Sat, Jan 9, 2027, 4:00 PM – 6:30 PM' */
  name: string;
  admin: Pick<ScheduleAdminActions, 'onHistory' | 'onEdit' | 'onDelete'>;
  size?: 'lg';
}) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size={size}
        aria-label={`History of schedule of ${name}`}
        onClick={admin.onHistory}
      >
        <IconHistory size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size={size}
        aria-label={`Edit schedule of ${name}`}
        onClick={admin.onEdit}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.9"
        size={size}
        aria-label={`Delete schedule of ${name}`}
        onClick={admin.onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
