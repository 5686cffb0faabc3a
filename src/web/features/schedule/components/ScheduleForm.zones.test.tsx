/** The schedule form on a device whose clock is not the programme's (decision 049). */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field } from '../../../../../tests/support/form-queries';
import { onDeviceInZone } from '../../../../../tests/support/time-zones';
import {
  FRIDAY_VISIT,
  renderForm,
  stubServer,
  submitButton,
} from '../../../../../tests/support/web/schedule-form';

describe("ScheduleForm on a device set to another zone than the programme's (decision 049)", () => {
  onDeviceInZone('UTC', 'America/New_York');

  it('shows a stored visit on the programme clock, and says which zone that is', async () => {
    stubServer();
    const { dialog } = await renderForm({
      ...FRIDAY_VISIT,
      startTime: '2027-01-09T15:00:00.000Z',
      endTime: '2027-01-09T17:00:00.000Z',
      recurrenceEndDate: null,
    });
    expect(field('Start Time').value).toBe('2027-01-09T10:00');
    expect(field('End Time').value).toBe('2027-01-09T12:00');
    expect(within(dialog).getAllByText('Times in America/New_York')).toHaveLength(2);
  });

  it('sends what an admin types as 10:00 as 10:00 in New York', async () => {
    const server = stubServer({
      CreateSchedule: () => ({ data: { createSchedule: { ...FRIDAY_VISIT, id: 'schedule-2' } } }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    await choose(user, "Da'ee", 'Maryam Khan');
    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Start Time', '2027-01-09T10:00');
    expect(field('End Time').value).toBe('2027-01-09T11:00');

    await user.click(submitButton(dialog, 'Add Schedule'));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [{ input }] = server.calls('CreateSchedule') as [{ input: Record<string, string> }];
    expect(input.startTime).toBe('2027-01-09T10:00:00-05:00');
    expect(input.endTime).toBe('2027-01-09T11:00:00-05:00');
    expect(new Date(input.startTime!).toISOString()).toBe('2027-01-09T15:00:00.000Z');
  });
});
