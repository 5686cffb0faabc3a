import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { declaredInput } from '../../../components/records/declared/declared-input';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import {
  RECURRING_PATTERNS,
  REQUEST_TYPES,
  SCHEDULE_STATUSES,
} from '../../../../shared/domain/schedule/schedule.enums';
import { scheduleInputSchema } from '../../../../shared/domain/schedule/schedule.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { pickFields } from '../../../lib/form-fields';
import { ClearanceOverrideField } from '../../../components/records/ClearanceOverrideField';
import { enumOptions } from '../../../lib/format';
import { localInputAfter } from '../../../lib/local-time';
import { timeZoneNote } from '../../../lib/time-zone';
import { ReferenceSelect } from '../../../components/pickers/ReferenceSelect';
import { facilityChoices } from '../../facility/api/facility.api';
import { useNotClearedFor, volunteerChoicesAt } from '../../volunteer/api/volunteer.api';
import { facilityChoicesFor } from '../../volunteer/api/facility-choices-for';
import { useSignedInUserId } from '../../../auth/signed-in-user-id';
import { useToday } from '../../../lib/use-now';
import { isCalendarDate } from '../../../../shared/domain/common/dates';
import { PlacementWarning } from '../../../components/records/PlacementWarning';
import { useCreateSchedule, useUpdateSchedule, type Schedule } from '../api/schedule.api';
import { ScheduleClashWarning } from './ScheduleClashWarning';
import {
  clashQueryOf,
  emptyScheduleForm,
  SCHEDULE_CREATE_FIELDS,
  SCHEDULE_EDIT_FIELDS,
  SCHEDULE_OWN_CREATE_FIELDS,
  SCHEDULE_OWN_EDIT_FIELDS,
  scheduleToForm,
  toScheduleInput,
  validateScheduleForm,
  type ScheduleFormState,
} from './schedule-form-values';
import { scheduleDeclaration } from '../../../../shared/domain/schedule/schedule.record';

const { fields } = scheduleDeclaration;

/** product.md §8: the schedule form shows the thrown message, or this. */
const SCHEDULE_SUBMIT_FAILED = 'Failed to submit form';

/** A first guess at the end: one hour after the start, as for programs (product.md §9). */
const DEFAULT_LENGTH_MS = 60 * 60_000;

/** Any volunteer may be scheduled; the picker searches them on the server (decision 055). */

/** The name a schedule carries for its reference, while the form still holds that reference. */
function carriedName(
  storedId: string | undefined,
  storedName: string | null | undefined,
  value: string,
): string | null {
  return storedId && storedId === value ? (storedName ?? null) : null;
}

interface ScheduleFormProps {
  /** null: add a new schedule. */
  schedule: Schedule | null;
  onClose: () => void;
  onReload: () => void;
  /**
   * A volunteer requesting for themselves (product.md §13): no Da'ee to choose (the server takes
   * the signed-in volunteer), no status to set; the request goes to an admin for approval.
   */
  forSelf?: boolean;
}

/** Add or edit a schedule (product.md §2.9, §5.7); an edit keeps its request type (§4.5). */
export function ScheduleForm({ schedule, onClose, onReload, forSelf = false }: ScheduleFormProps) {
  const own = forSelf;
  const createSchedule = useCreateSchedule();
  const updateSchedule = useUpdateSchedule();
  const form = useForm<ScheduleFormState>({
    initialValues: schedule ? scheduleToForm(schedule) : emptyScheduleForm(),
    validate: (values) => validateScheduleForm(values, { forSelf: own }),
  });
  const input = declaredInput(fields, form);
  const { modalProps } = useRecordSubmit(form, {
    failedTitle: SCHEDULE_SUBMIT_FAILED,
    save: async (values) => {
      const typed = toScheduleInput(values, { forSelf: own });
      // Parsed for nulls and trimming; the times go as typed, with the programme's offset.
      const input = {
        ...scheduleInputSchema.parse(typed),
        startTime: typed.startTime,
        endTime: typed.endTime,
      };
      if (!schedule) {
        return createSchedule.mutateAsync(
          pickFields(input, own ? SCHEDULE_OWN_CREATE_FIELDS : SCHEDULE_CREATE_FIELDS),
        );
      }
      return updateSchedule.mutateAsync({
        ...pickFields(input, own ? SCHEDULE_OWN_EDIT_FIELDS : SCHEDULE_EDIT_FIELDS),
        id: schedule.id,
        expectedVersion: schedule.version,
      });
    },
    savedMessage: own
      ? 'Request sent for approval'
      : schedule
        ? 'Schedule updated'
        : 'Schedule added',
    onSaved: onClose,
  });
  const { values } = form;
  // The times typed are the programme's (decision 049): say so when this device's clock is not.
  const zoneNote = timeZoneNote() ?? undefined;
  // The first visit's day on the programme's clock (decision 049): what the pickers and the
  // warning check the volunteer's clearance against (product.md §3.2.1).
  const firstDay = values.startTime.slice(0, 10);
  const volunteerChoices = useMemo(
    () => volunteerChoicesAt(values.facilityId, firstDay),
    [values.facilityId, firstDay],
  );
  // A volunteer's own request places the signed-in volunteer: their facility picker marks where
  // they are not cleared that day, and the form warns as an admin's does (decision 093).
  // Before the visit's day is typed, the marks are for today.
  const signedInId = useSignedInUserId() ?? '';
  const today = useToday();
  const markDay = isCalendarDate(firstDay) ? firstDay : today;
  const placedId = own ? signedInId : values.volunteerId;
  const facilities = useMemo(
    () => (own ? facilityChoicesFor(signedInId, markDay) : facilityChoices),
    [own, signedInId, markDay],
  );
  const notCleared = useNotClearedFor(placedId, values.facilityId, firstDay);

  return (
    <RecordFormModal
      title={
        own
          ? schedule
            ? 'Request a Change'
            : 'Request a Visit'
          : schedule
            ? 'Edit Schedule'
            : 'Add Schedule'
      }
      submitLabel={own ? 'Send Request' : schedule ? 'Save Changes' : 'Add Schedule'}
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {!own && (
          <ReferenceSelect
            required
            choices={volunteerChoices}
            chosenName={carriedName(
              schedule?.volunteerId,
              schedule?.volunteerName,
              values.volunteerId,
            )}
            {...input('volunteerId')}
            value={values.volunteerId || null}
            onChange={(value) => form.setFieldValue('volunteerId', value ?? '')}
          />
        )}
        <ReferenceSelect
          required
          choices={facilities}
          chosenName={carriedName(schedule?.facilityId, schedule?.facilityName, values.facilityId)}
          {...input('facilityId')}
          value={values.facilityId || null}
          onChange={(value) => form.setFieldValue('facilityId', value ?? '')}
        />
        <TextInput
          type="datetime-local"
          required
          description={zoneNote}
          {...input('startTime')}
          onChange={(event) => {
            const start = event.currentTarget.value;
            form.setFieldValue('startTime', start);
            const end = localInputAfter(start, DEFAULT_LENGTH_MS);
            if (!form.getValues().endTime && end) form.setFieldValue('endTime', end);
          }}
        />
        <TextInput type="datetime-local" required description={zoneNote} {...input('endTime')} />
        <Select
          required
          allowDeselect={false}
          disabled={schedule !== null}
          description={schedule ? 'Set when the request was made' : undefined}
          data={enumOptions(REQUEST_TYPES)}
          {...input('requestType')}
        />
        {schedule && !own && (
          <Select
            required
            allowDeselect={false}
            data={enumOptions(SCHEDULE_STATUSES)}
            {...input('status')}
          />
        )}
      </SimpleGrid>
      <PlacementWarning missing={notCleared} day={firstDay} />
      {values.requestType === 'ADJUSTMENT' && (
        <Textarea required autosize minRows={2} {...input('requestReason')} />
      )}
      <Checkbox {...input('isRecurring', { type: 'checkbox' })} />
      {values.isRecurring && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select required data={enumOptions(RECURRING_PATTERNS)} {...input('recurringPattern')} />
          <TextInput
            type="date"
            description="Leave empty to repeat with no end"
            {...input('recurrenceEndDate')}
          />
        </SimpleGrid>
      )}
      <ScheduleClashWarning
        query={clashQueryOf(values, schedule?.id ?? null, { forSelf: own })}
        ownVisits={own}
      />
      {!own && <ClearanceOverrideField form={form} />}
      <Textarea autosize minRows={2} {...input('notes')} />
    </RecordFormModal>
  );
}
