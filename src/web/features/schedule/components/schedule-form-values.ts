import { scheduleDeclaration } from '../../../../shared/domain/schedule/schedule.record';
import {
  SCHEDULE_DEFAULTS,
  SCHEDULE_MESSAGES,
  scheduleInputSchema,
} from '../../../../shared/domain/schedule/schedule.schema';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { validateWith } from '../../../lib/form-validation';
import { instantToLocalInput, localInputDate, localInputToInstant } from '../../../lib/local-time';
import type { Schedule } from '../api/schedule.api';
import type { ScheduleClashInput } from '../api/schedule-clashes.api';

const shownInForm = (name: keyof typeof scheduleDeclaration.fields) =>
  scheduleDeclaration.fields[name].form !== false;

/** What a new schedule sends (product.md §7.2); it is created PENDING with no admin response. */
export const SCHEDULE_CREATE_FIELDS = scheduleDeclaration.createFieldNames.filter(shownInForm);

/**
 * Editing sends the chosen status too; the request type stays as it was made (product.md §4.5).
 * An admin's edit may carry a reason to place a volunteer who is not cleared (product.md §3.2.1).
 */
export const SCHEDULE_EDIT_FIELDS = [
  ...scheduleDeclaration.inputFieldNames.filter(
    (name) => shownInForm(name) && scheduleDeclaration.fields[name].changeable !== false,
  ),
  'clearanceOverrideReason' as const,
];

/** A volunteer's own request: the server names them, and the status is an admin's to set. */
export const SCHEDULE_OWN_CREATE_FIELDS = SCHEDULE_CREATE_FIELDS.filter(
  (field) => field !== 'volunteerId',
);
export const SCHEDULE_OWN_EDIT_FIELDS = SCHEDULE_EDIT_FIELDS.filter(
  (field) => field !== 'status' && field !== 'volunteerId' && field !== 'clearanceOverrideReason',
);

/**
 * Stands in for the volunteer on their own form, so the shared schema can check the rest; it is
 * never sent (the OWN field lists leave the volunteer out).
 */
const SIGNED_IN_VOLUNTEER = 'signed-in volunteer';

interface FormMode {
  /** A volunteer's own request (ScheduleForm's forSelf). */
  forSelf?: boolean;
}

/** The form as typed: times are datetime-local values on the programme's clock (decision 049). */
export type ScheduleFormState = FormValuesOf<typeof scheduleDeclaration.fields>;

export function emptyScheduleForm(): ScheduleFormState {
  return toFormValues(scheduleDeclaration, SCHEDULE_DEFAULTS);
}

/**
 * An edit keeps the request type the schedule was made with (product.md §4.5). A stored override
 * reason is not offered again: a change that places the volunteer anew needs its own.
 */
export function scheduleToForm(schedule: Schedule): ScheduleFormState {
  return {
    ...toFormValues(scheduleDeclaration, schedule),
    clearanceOverrideReason: '',
    startTime: instantToLocalInput(schedule.startTime),
    endTime: instantToLocalInput(schedule.endTime),
  };
}

/** The values as the shared schema and the API take them: instants with the programme's offset. */
export function toScheduleInput(values: ScheduleFormState, mode: FormMode = {}) {
  return {
    ...values,
    volunteerId: mode.forSelf ? SIGNED_IN_VOLUNTEER : values.volunteerId,
    startTime: localInputToInstant(values.startTime),
    endTime: localInputToInstant(values.endTime),
  };
}

const schemaErrors = validateWith(scheduleInputSchema);

/**
 * The shared schema's messages (product.md §5.7), and an end date for the repeats that is not before
 * the first visit (the server checks the same in the programme's time zone).
 */
export function validateScheduleForm(
  values: ScheduleFormState,
  mode: FormMode = {},
): Record<string, string> {
  const errors: Record<string, string> = schemaErrors(toScheduleInput(values, mode));
  const startDate = localInputDate(values.startTime);
  if (
    values.isRecurring &&
    values.recurrenceEndDate &&
    startDate &&
    !errors.recurrenceEndDate &&
    values.recurrenceEndDate < startDate
  ) {
    errors.recurrenceEndDate = SCHEDULE_MESSAGES.recurrenceEndBeforeStart;
  }
  return errors;
}

/** What the clash check needs, once the times are complete and in order; else null. */
export function clashQueryOf(
  values: ScheduleFormState,
  editingId: string | null,
  mode: FormMode = {},
): ScheduleClashInput | null {
  const parsed = scheduleInputSchema.safeParse(toScheduleInput(values, mode));
  if (!parsed.success) {
    const blocking = parsed.error.issues.some((issue) =>
      ['volunteerId', 'startTime', 'endTime', 'recurringPattern', 'recurrenceEndDate'].includes(
        String(issue.path[0]),
      ),
    );
    if (blocking) return null;
  }
  const input = toScheduleInput(values, mode);
  return {
    // A volunteer's own: the server checks against the signed-in volunteer's visits.
    volunteerId: mode.forSelf ? null : values.volunteerId,
    startTime: input.startTime,
    endTime: input.endTime,
    isRecurring: values.isRecurring,
    recurringPattern: values.isRecurring
      ? (values.recurringPattern as ScheduleClashInput['recurringPattern'])
      : null,
    recurrenceEndDate:
      values.isRecurring && values.recurrenceEndDate ? values.recurrenceEndDate : null,
    ignoreScheduleId: editingId,
  };
}
