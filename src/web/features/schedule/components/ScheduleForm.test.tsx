/**
 * The admin's schedule form (product.md §5.7): what it requires, what it sends on create and
 * on edit, its warnings and its failures. Names and pickers are in ScheduleForm.names.test.tsx,
 * time zones in ScheduleForm.zones.test.tsx, a volunteer's own request in
 * ScheduleForm.own-request.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, fill } from '../../../../../tests/support/form-actions';
import {
  expectErrorsOnFields,
  field,
  labelsShown,
  shownErrors,
} from '../../../../../tests/support/form-queries';
import {
  fillRequired,
  FRIDAY_VISIT,
  local,
  renderForm,
  stubServer,
  submitButton,
} from '../../../../../tests/support/web/schedule-form';
import { expectOnlyErrors } from '../../../../../tests/support/web/form-errors';

/** product.md §5.7, word for word. */
const REQUIRED_MESSAGES = {
  "Da'ee": "Da'ee is required",
  Facility: 'facility is required',
  'Start Time': 'Start time is required',
  'End Time': 'End time is required',
};

describe('ScheduleForm', () => {
  it('shows exactly the messages of product.md §5.7 when submitted empty, and clears one when its field is typed in', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm(null);
    expect(screen.getByRole('dialog', { name: 'Add Schedule' })).toBe(dialog);
    expect(field('Request Type').value).toBe('New');
    expect(labelsShown(dialog)).not.toContain('Reason for Adjustment');
    expect(labelsShown(dialog)).not.toContain('Recurring Pattern');

    await user.click(submitButton(dialog, 'Add Schedule'));

    expectOnlyErrors(dialog, REQUIRED_MESSAGES);
    await fill(user, 'Start Time', '2026-03-20T09:00');
    expect(shownErrors(dialog)).not.toContain('Start time is required');
    expect(server.calls('CreateSchedule')).toEqual([]);
  });

  it('requires a reason for an adjustment, a pattern when recurring, and the end after the start', async () => {
    stubServer();
    const { user, dialog } = await renderForm(null);
    await fillRequired(user);
    await fill(user, 'End Time', '2026-03-20T08:00');
    await choose(user, 'Request Type', 'Adjustment');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recurring' }));

    await user.click(submitButton(dialog, 'Add Schedule'));

    expectErrorsOnFields({
      'End Time': 'End time must be after start time',
      'Reason for Adjustment': 'Reason for adjustment is required',
      'Recurring Pattern': 'Recurring pattern is required',
    });
  });

  it('fills the end one hour after the start when it is empty', async () => {
    stubServer();
    const { user } = await renderForm(null);
    await fill(user, 'Start Time', '2026-03-20T23:30');
    expect(field('End Time').value).toBe('2026-03-21T00:30');
  });

  it('creates a pending request with instants carrying the offset, and null for what was left empty', async () => {
    const server = stubServer({
      CreateSchedule: () => ({ data: { createSchedule: { ...FRIDAY_VISIT, id: 'schedule-2' } } }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);

    await user.click(submitButton(dialog, 'Add Schedule'));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [{ input }] = server.calls('CreateSchedule') as [{ input: Record<string, string> }];
    expect(input).toEqual({
      volunteerId: 'volunteer-2',
      facilityId: 'facility-2',
      startTime: expect.stringMatching(/^2026-03-20T09:00:00[+-]\d\d:\d\d$/),
      endTime: expect.stringMatching(/^2026-03-20T11:30:00[+-]\d\d:\d\d$/),
      requestType: 'NEW',
      requestReason: null,
      isRecurring: false,
      recurringPattern: null,
      recurrenceEndDate: null,
      notes: null,
    });
    expect(new Date(input.startTime!).getTime()).toBe(local(2026, 3, 20, 9).getTime());
    expect(await screen.findByText('Schedule added')).toBeTruthy();
  });

  it('edits directly: the request type stays as made, no reason is asked of a new visit, the status can be chosen', async () => {
    const server = stubServer({
      UpdateSchedule: () => ({ data: { updateSchedule: { ...FRIDAY_VISIT, version: 4 } } }),
    });
    const { user, dialog, onClose } = await renderForm(FRIDAY_VISIT);
    expect(screen.getByRole('dialog', { name: 'Edit Schedule' })).toBe(dialog);
    expect(field('Request Type').value).toBe('New');
    expect(field('Request Type').disabled).toBe(true);
    expect(within(dialog).queryByLabelText(/Reason for Adjustment/)).toBeNull();
    expect(field('Start Time').value).toBe('2026-03-20T09:00');
    expect(field('Recurring Pattern').value).toBe('Weekly');
    expect(field('Repeat Until').value).toBe('2026-06-26');

    await fill(user, 'Notes', 'Bring the new rota');
    await choose(user, 'Status', 'Approved');
    await user.click(submitButton(dialog, 'Save Changes'));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [{ input }] = server.calls('UpdateSchedule') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({
      id: 'schedule-1',
      expectedVersion: 3,
      status: 'APPROVED',
      notes: 'Bring the new rota',
      recurringPattern: 'WEEKLY',
      recurrenceEndDate: '2026-06-26',
    });
    expect(input).not.toHaveProperty('requestType');
  });

  it('keeps asking an adjustment for its reason when it is edited', async () => {
    stubServer();
    const adjustment = {
      ...FRIDAY_VISIT,
      requestType: 'ADJUSTMENT' as const,
      requestReason: 'Clinic',
    };
    const { user, dialog } = await renderForm(adjustment);
    expect(field('Request Type').value).toBe('Adjustment');
    await user.clear(field('Reason for Adjustment'));
    await user.click(submitButton(dialog, 'Save Changes'));
    expectErrorsOnFields({ 'Reason for Adjustment': 'Reason for adjustment is required' });
  });

  it('refuses a repeat end before the first visit', async () => {
    stubServer();
    const { user, dialog } = await renderForm(null);
    await fillRequired(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recurring' }));
    await choose(user, 'Recurring Pattern', 'Daily');
    await fill(user, 'Repeat Until', '2026-03-19');

    await user.click(submitButton(dialog, 'Add Schedule'));

    expectErrorsOnFields({ 'Repeat Until': 'Repeat until must be on or after the start date' });
  });

  it('warns about an overlapping visit of the same volunteer, and still saves', async () => {
    const server = stubServer({
      ScheduleClashes: () => ({
        data: {
          scheduleClashes: [
            {
              startTime: local(2026, 3, 20, 10).toISOString(),
              endTime: local(2026, 3, 20, 12).toISOString(),
              schedule: {
                id: 'schedule-9',
                volunteerName: 'Maryam Khan',
                facilityId: 'facility-1',
                facilityName: 'HMP Manchester',
              },
            },
          ],
        },
      }),
      CreateSchedule: () => ({ data: { createSchedule: { ...FRIDAY_VISIT, id: 'schedule-3' } } }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);

    const warning = await within(dialog).findByText('Overlapping visits', {}, { timeout: 3000 });
    const alert = warning.closest('[role="status"]') as HTMLElement;
    expect(alert.textContent).toContain('Maryam Khan already has a visit at the same time');
    expect(alert.textContent).toContain('HMP Manchester');
    const [query] = server.calls('ScheduleClashes').slice(-1) as [
      { input: Record<string, unknown> },
    ];
    expect(query.input).toMatchObject({
      volunteerId: 'volunteer-2',
      isRecurring: false,
      ignoreScheduleId: null,
    });

    await user.click(submitButton(dialog, 'Add Schedule'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("shows the server's message under 'Failed to submit form', keeping what was typed", async () => {
    stubServer({
      CreateSchedule: () => ({
        errors: [{ message: 'Facility not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);

    await user.click(submitButton(dialog, 'Add Schedule'));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to submit form');
    expect(alert.textContent).toContain('Facility not found');
    expect(field('End Time').value).toBe('2026-03-20T11:30');
    expect(onClose).not.toHaveBeenCalled();
  });
});
