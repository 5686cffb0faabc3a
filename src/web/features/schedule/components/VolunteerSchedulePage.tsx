import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { useRecordEditing } from '../../../components/records/useRecordEditing';
import { useLiveUpdates } from '../../../lib/live-updates';
import { formatTimeRange } from '../../../lib/date-format';
import { FACILITIES_KEY } from '../../facility/api/facility.api';
import {
  fetchSchedule,
  SCHEDULES_KEY,
  useCancelSchedule,
  type Schedule,
} from '../api/schedule.api';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ScheduleCard } from './ScheduleCard';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleListView } from './ScheduleListView';

/**
 * A volunteer's own schedule (product.md §12): Upcoming / Past / Cancelled, a request for a new
 * visit or a change (sent PENDING to an admin), cancelling a pending request, and the private
 * calendar link for their phone. Each visit is named by the facility name it carries, and the
 * form's facility picker searches on the server (decision 055).
 */
export function VolunteerSchedulePage() {
  const editing = useRecordEditing(fetchSchedule);
  const [cancelling, setCancelling] = useState<Schedule | null>(null);
  // A renamed facility changes the names the schedules carry: read them again.
  useLiveUpdates(['Schedule', 'Facility'], [SCHEDULES_KEY, FACILITIES_KEY]);

  return (
    <>
      <PageTitle title="My Schedule">
        <Button onClick={editing.add}>Request a Visit</Button>
      </PageTitle>
      <Stack gap="xl">
        <div>
          <ScheduleListView
            renderCard={(schedule) => (
              <ScheduleCard
                schedule={schedule}
                title={schedule.facilityName || 'Facility'}
                own={{
                  onChange: () => editing.edit(schedule),
                  onCancel: () => setCancelling(schedule),
                }}
              />
            )}
          />
        </div>
        <CalendarFeedCard />
      </Stack>
      {editing.form.mode !== 'closed' && (
        <ScheduleForm
          key={editing.formKey}
          schedule={editing.editing}
          forSelf
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      {cancelling && (
        <CancelRequestDialog
          schedule={cancelling}
          facilityName={cancelling.facilityName ?? ''}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}

function CancelRequestDialog({
  schedule,
  facilityName,
  onClose,
}: {
  schedule: Schedule;
  facilityName: string;
  onClose: () => void;
}) {
  const cancel = useCancelSchedule();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(schedule);
      notifications.show({ color: 'brand', message: 'Request cancelled' });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal opened onClose={() => !cancel.isPending && onClose()} title="Cancel request">
      <Stack>
        <Text size="sm">
          Cancel your request to visit {facilityName || 'the facility'},{' '}
          {formatTimeRange(schedule.startTime, schedule.endTime)}?
        </Text>
        {failure && (
          <Alert color="red" role="alert" title="Could not cancel the request">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep request
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={() => void confirm()}>
            Cancel request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
