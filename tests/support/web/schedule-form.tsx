/**
 * A schedule form in a component test (src/web/features/schedule/components): the server's
 * facilities and volunteers for the pickers, a visit to edit, and the steps every new visit
 * takes. Shared by the ScheduleForm test files.
 */
import { within } from '@testing-library/react';
import { ScheduleForm } from '../../../src/web/features/schedule/components/ScheduleForm';
import type { Schedule } from '../../../src/web/features/schedule/api/schedule.api';
import { stubGraphqlServer } from '../fetch-stub';
import { choose, fill } from '../form-actions';
import { ACTIVE_VOLUNTEERS, pickerHandlers, TWO_FACILITIES } from '../picker-choices';
import { renderFormDialog } from '../render';
import { scheduleRecord } from './schedule-record';

const FACILITIES = TWO_FACILITIES;

const VOLUNTEERS = [
  ...ACTIVE_VOLUNTEERS,
  { id: 'volunteer-3', firstName: 'Bilal', lastName: 'Khan', status: 'INACTIVE' },
];

/** A moment on the device's own clock (month from 1), as the form's fields show it. */
export const local = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

/** Yusuf Ali's weekly Friday-morning visit at HMP Manchester, repeating until June. */
export const FRIDAY_VISIT = scheduleRecord({
  facilityName: 'HMP Manchester',
  startTime: local(2026, 3, 20, 9).toISOString(),
  endTime: local(2026, 3, 20, 11).toISOString(),
  isRecurring: true,
  recurringPattern: 'WEEKLY',
  recurrenceEndDate: '2026-06-26',
  notes: 'Bring the rota',
  version: 3,
});

/** The server's answer that a visit overlaps no other. */
const noClashes = () => ({ data: { scheduleClashes: [] } });

/** Renders the form for a new visit (null) or to edit `schedule`, as an admin sees it. */
export const renderForm = (schedule: Schedule | null) =>
  renderFormDialog((callbacks) => <ScheduleForm schedule={schedule} {...callbacks} />);

/**
 * The server: the pickers' searches over FACILITIES and VOLUNTEERS (decision 055), no clashes,
 * and whatever else the test answers.
 */
export function stubServer(handlers: Parameters<typeof stubGraphqlServer>[0] = {}) {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ScheduleClashes: noClashes,
    ...handlers,
  });
}

type User = Awaited<ReturnType<typeof renderForm>>['user'];

/** Fills what a new visit needs: Maryam Khan at HMP Leeds, 2026-03-20 09:00 to 11:30. */
export async function fillRequired(user: User) {
  await choose(user, "Da'ee", 'Maryam Khan');
  await choose(user, 'Facility', 'HMP Leeds');
  await fill(user, 'Start Time', '2026-03-20T09:00');
  await fill(user, 'End Time', '2026-03-20T11:30');
}

/** The dialog's button of this name (Add Schedule, Save Changes, Send Request). */
export const submitButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name });
