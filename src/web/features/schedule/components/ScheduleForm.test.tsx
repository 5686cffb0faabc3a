import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { choose, fill } from '../../../../../tests/support/form-actions';
import {
  expectErrorsOnFields,
  field,
  labelsShown,
  shownErrors,
} from '../../../../../tests/support/form-queries';
import { pickerHandlers } from '../../../../../tests/support/picker-choices';
import { renderFormDialog } from '../../../../../tests/support/render';
import { SEARCH_DELAY_MS } from '../../../components/pickers/ReferenceSelect';
import type { Schedule } from '../api/schedule.api';
import { ScheduleForm } from './ScheduleForm';
import { SignedInUserIdContext } from '../../../auth/signed-in-user-id';
import { formatDay } from '../../../lib/date-format';
import { onDeviceInZone } from '../../../../../tests/support/time-zones';

const FACILITIES = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
];

const VOLUNTEERS = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
  { id: 'volunteer-3', firstName: 'Bilal', lastName: 'Khan', status: 'INACTIVE' },
];

const local = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

const FRIDAY_VISIT: Schedule = {
  id: 'schedule-1',
  volunteerId: 'volunteer-1',
  volunteerName: 'Yusuf Ali',
  facilityId: 'facility-1',
  facilityName: 'HMP Manchester',
  startTime: local(2026, 3, 20, 9).toISOString(),
  endTime: local(2026, 3, 20, 11).toISOString(),
  status: 'PENDING',
  requestType: 'NEW',
  originalScheduleId: null,
  requestReason: null,
  adminResponse: null,
  adminId: null,
  isRecurring: true,
  recurringPattern: 'WEEKLY',
  recurrenceEndDate: '2026-06-26',
  notes: 'Bring the rota',
  clearanceOverrideReason: null,
  clearanceOverrideMissing: null,
  clearanceFlag: null,
  version: 3,
};

const noClashes = () => ({ data: { scheduleClashes: [] } });

/** product.md §5.7, word for word. */
const REQUIRED_MESSAGES = {
  "Da'ee": "Da'ee is required",
  Facility: 'facility is required',
  'Start Time': 'Start time is required',
  'End Time': 'End time is required',
};

const renderForm = (schedule: Schedule | null) =>
  renderFormDialog((callbacks) => <ScheduleForm schedule={schedule} {...callbacks} />);

/**
 * The server: the pickers' searches over FACILITIES and VOLUNTEERS (decision 055), no clashes,
 * and whatever else the test answers.
 */
function stubServer(handlers: Parameters<typeof stubGraphqlServer>[0] = {}) {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ScheduleClashes: noClashes,
    ...handlers,
  });
}

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function fillRequired(user: User) {
  await choose(user, "Da'ee", 'Maryam Khan');
  await choose(user, 'Facility', 'HMP Leeds');
  await fill(user, 'Start Time', '2026-03-20T09:00');
  await fill(user, 'End Time', '2026-03-20T11:30');
}

const submitButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name });

describe('ScheduleForm', () => {
  it('shows exactly the messages of product.md §5.7 when submitted empty, and clears one when its field is typed in', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm(null);
    expect(screen.getByRole('dialog', { name: 'Add Schedule' })).toBe(dialog);
    expect(field('Request Type').value).toBe('New');
    expect(labelsShown(dialog)).not.toContain('Reason for Adjustment');
    expect(labelsShown(dialog)).not.toContain('Recurring Pattern');

    await user.click(submitButton(dialog, 'Add Schedule'));

    expectErrorsOnFields(REQUIRED_MESSAGES);
    expect(shownErrors(dialog)).toEqual(Object.values(REQUIRED_MESSAGES).sort());
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

  it('shows the volunteer and facility by the names the schedule carries, with no lookup and no list of every one', async () => {
    const server = stubServer();
    await renderForm({ ...FRIDAY_VISIT, facilityName: 'HMP Manchester (old wing)' });

    expect(field("Da'ee").value).toBe('Yusuf Ali');
    expect(field('Facility').value).toBe('HMP Manchester (old wing)');
    for (const operation of [
      'VolunteerNameOf',
      'FacilityName',
      'SearchVolunteers',
      'SearchFacilities',
      'VolunteerNames',
      'ListFacilityPage',
    ]) {
      expect(server.calls(operation), operation).toEqual([]);
    }
  });

  it("searches Da'ee on the server as one types, among volunteers of any status, and sends the one picked", async () => {
    const server = stubServer({
      CreateSchedule: () => ({ data: { createSchedule: { ...FRIDAY_VISIT, id: 'schedule-2' } } }),
    });
    const { user, dialog, onClose } = await renderForm(null);

    const volunteer = field("Da'ee");
    await user.click(volunteer);
    // Opening asks for the first volunteers; typing narrows them on the server.
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Yusuf Ali' });
    expect(server.calls('SearchVolunteers')).toEqual([{ search: null, filter: null, limit: 20 }]);
    await user.type(volunteer, 'khan');
    await waitFor(
      () =>
        expect(server.calls('SearchVolunteers').at(-1)).toEqual({
          search: 'khan',
          filter: null,
          limit: 20,
        }),
      { timeout: SEARCH_DELAY_MS * 8 },
    );
    const listbox = screen.getByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Maryam Khan', 'Bilal Khan']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Bilal Khan' }));
    expect(volunteer.value).toBe('Bilal Khan');

    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Start Time', '2026-03-20T09:00');
    await user.click(submitButton(dialog, 'Add Schedule'));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [{ input }] = server.calls('CreateSchedule') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({ volunteerId: 'volunteer-3', facilityId: 'facility-2' });
    expect(server.calls('VolunteerNames')).toEqual([]);
    expect(server.calls('ListFacilityPage')).toEqual([]);
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

describe("ScheduleForm: a volunteer's own visit request (decision 093)", () => {
  const ME = 'volunteer-me';
  /** Cleared at HMP Leeds until 2026-12-14; nothing at HMP Manchester. */
  const clearances = [
    {
      id: 'c-1',
      volunteerId: ME,
      facilityId: 'facility-2',
      facilityName: 'HMP Leeds',
      status: 'APPROVED',
      grantedOn: '2026-01-01',
      expiresOn: '2026-12-14',
      reference: null,
      notes: null,
      version: 1,
    },
  ];
  const ownServer = (handlers: Parameters<typeof stubGraphqlServer>[0] = {}) =>
    stubServer({
      GetVolunteer: () => ({
        data: {
          getVolunteer: {
            id: ME,
            firstName: 'Yusuf',
            lastName: 'Ali',
            backgroundCheckStatus: 'PASSED',
            trainingCompleted: true,
          },
        },
      }),
      ListVolunteerClearances: () => ({
        data: { listVolunteerClearances: { items: clearances, nextToken: null } },
      }),
      ClearanceCheck: ({ facilityId, day }: Record<string, unknown>) => ({
        data: {
          getVolunteer: {
            id: ME,
            firstName: 'Yusuf',
            lastName: 'Ali',
            clearanceFor: {
              cleared: false,
              missing:
                facilityId === 'facility-2'
                  ? `Clearance at HMP Leeds expired on ${formatDay('2026-12-14')}`
                  : `No approved clearance for HMP Manchester (${String(day)})`,
            },
          },
        },
      }),
      ...handlers,
    });
  const renderOwn = () =>
    renderFormDialog((callbacks) => (
      <SignedInUserIdContext.Provider value={ME}>
        <ScheduleForm schedule={null} forSelf {...callbacks} />
      </SignedInUserIdContext.Provider>
    ));

  it('marks the facilities where they are not cleared on the visit day, and warns before sending', async () => {
    ownServer();
    const { user, dialog } = await renderOwn();
    await fill(user, 'Start Time', '2027-01-05T10:00');

    await user.click(field('Facility'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'HMP Manchester (not cleared)',
        `HMP Leeds (clearance ended ${formatDay('2026-12-14')})`,
      ]),
    );
    await user.click(within(listbox).getByRole('option', { name: /^HMP Leeds/ }));

    const title = await within(dialog).findByText(
      `Not cleared on ${formatDay('2027-01-05')}`,
      {},
      { timeout: 3000 },
    );
    const warning = title.closest('[role="status"]') as HTMLElement;
    expect(warning.textContent).toContain(
      `Clearance at HMP Leeds expired on ${formatDay('2026-12-14')}`,
    );
  });

  it("shows the server's refusal in its own words, not 'Failed to submit form'", async () => {
    const refusal = 'Clearance at HMP Leeds expired on 2026-12-14';
    ownServer({
      CreateSchedule: () => ({
        errors: [
          {
            message: refusal,
            extensions: { code: 'VALIDATION_FAILED', fieldErrors: { volunteerId: refusal } },
          },
        ],
      }),
    });
    const { user, dialog, onClose } = await renderOwn();
    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Start Time', '2027-01-05T10:00');
    await user.click(submitButton(dialog, 'Send Request'));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`${refusal}.`);
    expect(onClose).not.toHaveBeenCalled();
  });
});
