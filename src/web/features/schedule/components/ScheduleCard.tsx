import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { ClearanceOverrideNote } from '../../../components/records/ClearanceOverrideNote';
import { IconRepeat } from '@tabler/icons-react';
import { scheduleDeclaration } from '../../../../shared/domain/schedule/schedule.record';
import { canApproveOrReject } from '../../../../shared/domain/schedule/schedule.rules';
import { declaredFields } from '../../../components/records/declared/declared-fields';
import { formatTimeRange } from '../../../lib/date-format';
import type { Schedule } from '../api/schedule.api';
import { ScheduleIconActions, type ScheduleAdminActions } from './ScheduleRowActions';
import { ClearanceFlag } from './ClearanceFlag';
import { ScheduleStatusTag } from './ScheduleStatusTag';
import { recurrenceText } from './schedule-text';
import { ClientsToSee } from './ClientsToSee';

interface ScheduleCardProps {
  schedule: Schedule;
  /** Who, for admins (the volunteer); where, on a volunteer's own schedule (the facility). */
  title: string;
  /** Where, for admins. */
  subtitle?: string;
  /** Admins: the edit and delete icons, Approve and Reject (product.md §2.9). */
  admin?: ScheduleAdminActions;
  /** A volunteer's own pending request: change it or cancel it (product.md §13). */
  own?: { onChange: () => void; onCancel: () => void };
}

/**
 * One schedule (product.md §2.9): volunteer, facility, time range, status, edit and delete, the
 * reason for an adjustment, and Approve / Reject while it is pending.
 */
export function ScheduleCard({ schedule, title, subtitle, admin, own }: ScheduleCardProps) {
  const when = formatTimeRange(schedule.startTime, schedule.endTime);
  const who = title;
  const pending = canApproveOrReject(schedule.status);
  const repeats = recurrenceText(schedule);
  return (
    <Card withBorder component="article" aria-label={`${who}, ${when}`}>
      <Stack gap="xs">
        {/* On a phone the status and buttons go under the name instead of squeezing it. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {who}
            </Title>
            {subtitle !== undefined && <Text size="sm">{subtitle}</Text>}
            <Text size="sm">{when}</Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ScheduleStatusTag status={schedule.status} />
            {admin && <ScheduleIconActions name={`${who}, ${when}`} admin={admin} size="lg" />}
          </Group>
        </Group>
        {repeats && (
          <Group gap={4} wrap="nowrap">
            <IconRepeat size={16} aria-hidden />
            <Text size="sm">{repeats}</Text>
          </Group>
        )}
        <NoteLines schedule={schedule} names={NOTES_BEFORE_CLIENTS} />
        <ClientsToSee clients={schedule.clientsToSee ?? []} />
        <ClearanceFlag schedule={schedule} />
        <ClearanceOverrideNote record={schedule} />
        <NoteLines schedule={schedule} names={['notes']} />
        {admin && pending && (
          <Group gap="xs">
            {admin.onChoose && (
              <Checkbox
                label="Choose"
                aria-label={`Choose schedule of ${who}, ${when}`}
                checked={admin.chosen ?? false}
                onChange={admin.onChoose}
                mr="xs"
              />
            )}
            <Button size="xs" variant="default" onClick={() => admin.onDecide('approve')}>
              Approve
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => admin.onDecide('reject')}
            >
              Reject
            </Button>
          </Group>
        )}
        {own && pending && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={own.onChange}>
              Request a change
            </Button>
            <Button size="xs" variant="outline" color="red.9" onClick={own.onCancel}>
              Cancel request
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The reason for an adjustment and the admin's response come before the clients to see. */
const NOTES_BEFORE_CLIENTS = ['requestReason', 'adminResponse'] as const;

/** Written notes, each labelled as the declaration says, left out while empty. */
function NoteLines({
  schedule,
  names,
}: {
  schedule: Schedule;
  names: readonly (keyof typeof scheduleDeclaration.fields & string)[];
}) {
  // A reason is asked for only of an adjustment (product.md §4.5).
  const shown = names.filter(
    (name) => name !== 'requestReason' || schedule.requestType === 'ADJUSTMENT',
  );
  return declaredFields(scheduleDeclaration, schedule, shown, shown).map(({ label, value }) => (
    <Text key={label} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  ));
}
