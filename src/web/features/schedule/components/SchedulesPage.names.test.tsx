/**
 * Schedule Management in proportion to the page (decision 055): each schedule carries the names
 * of its volunteer and facility, and the Volunteer and Facility filters and the form's pickers
 * search on the server as one types, so a visit asks for no list of every facility or volunteer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { field } from '../../../../../tests/support/form-queries';
import { pickerHandlers } from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { SEARCH_DELAY_MS } from '../../../components/pickers/ReferenceSelect';
import type { Schedule } from '../api/schedule.api';
import { SchedulesPage } from './SchedulesPage';

const FACILITIES = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
  { id: 'facility-3', name: 'Leeds Community Unit' },
];
const VOLUNTEERS = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
  { id: 'volunteer-3', firstName: 'Bilal', lastName: 'Khan', status: 'INACTIVE' },
];

/** Named only by what it carries: neither name is one the pickers' server would give. */
const VISIT: Schedule = {
  id: 'schedule-1',
  volunteerId: 'volunteer-9',
  volunteerName: 'Idris Noor',
  facilityId: 'facility-9',
  facilityName: 'HMP Wakefield',
  startTime: '2030-03-20T09:00:00.000Z',
  endTime: '2030-03-20T11:00:00.000Z',
  status: 'PENDING',
  requestType: 'NEW',
  originalScheduleId: null,
  requestReason: null,
  adminResponse: null,
  adminId: null,
  isRecurring: false,
  recurringPattern: null,
  recurrenceEndDate: null,
  notes: null,
  clearanceOverrideReason: null,
  clearanceOverrideMissing: null,
  clearanceFlag: null,
  version: 1,
};

/** Asking any of these would load, or look up, facilities or volunteers. */
const NAME_OPERATIONS = [
  'ListFacilityPage',
  'VolunteerNames',
  'SearchFacilities',
  'SearchVolunteers',
  'FacilityName',
  'VolunteerNameOf',
];

function stubServer() {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ListSchedules: () => ({ data: { listSchedules: { items: [VISIT], nextToken: null } } }),
    CountSchedules: () => ({ data: { upcoming: 1, past: 0, cancelled: 0 } }),
    // One visit in the middle of whatever range the calendar shows.
    ScheduleOccurrences: ({ from, to }) => {
      const start = new Date((Date.parse(String(from)) + Date.parse(String(to))) / 2);
      start.setHours(9, 0, 0, 0);
      const end = new Date(start.getTime() + 2 * 60 * 60_000);
      return {
        data: {
          scheduleOccurrences: [
            { startTime: start.toISOString(), endTime: end.toISOString(), schedule: VISIT },
          ],
        },
      };
    },
  });
}

function expectNoNamesAsked(server: ReturnType<typeof stubServer>) {
  for (const operation of NAME_OPERATIONS) {
    expect(server.calls(operation), operation).toEqual([]);
  }
}

/** The options a picker's open list shows, in order. */
function shownOptions() {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

afterEach(() => localStorage.clear());

describe('Schedule Management: names from the rows, pickers from the server', () => {
  it('shows each schedule’s volunteer and facility on its card, in the table and when deciding, asking for none of them', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<SchedulesPage />);

    const card = await screen.findByRole('article', { name: /^Idris Noor, / });
    expect(card.textContent).toContain('HMP Wakefield');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve schedule' });
    expect(dialog.textContent).toContain('Idris Noor at HMP Wakefield, ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('radio', { name: 'Table' }));
    const row = (await screen.findAllByRole('row')).find((candidate) =>
      candidate.textContent?.includes('Idris Noor'),
    )!;
    expect(row.textContent).toContain('HMP Wakefield');
    expect(
      within(row).getByRole('button', { name: /^Edit schedule of Idris Noor, / }),
    ).toBeTruthy();
    expectNoNamesAsked(server);
  });

  it('edits a schedule showing the names it carries, with no lookup', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<SchedulesPage />);
    const card = await screen.findByRole('article', { name: /^Idris Noor, / });

    await user.click(within(card).getByRole('button', { name: /^Edit schedule of Idris Noor/ }));
    await screen.findByRole('dialog', { name: 'Edit Schedule' });
    await waitFor(() => expect(field("Da'ee").value).toBe('Idris Noor'));
    expect(field('Facility').value).toBe('HMP Wakefield');
    expectNoNamesAsked(server);
  });

  it('searches volunteers on the server for the Volunteer filter, and lists the one picked', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<SchedulesPage />);
    await screen.findByRole('article', { name: /^Idris Noor, / });

    const volunteer = field('Volunteer');
    await user.click(volunteer);
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Yusuf Ali' });
    // Any volunteer's schedules can be looked at: the search asks for every status.
    expect(server.calls('SearchVolunteers')).toEqual([{ search: null, filter: null, limit: 20 }]);
    await user.clear(volunteer);
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
    await waitFor(() => expect(shownOptions()).toEqual(['Maryam Khan', 'Bilal Khan']));
    await user.click(screen.getByRole('option', { name: 'Bilal Khan' }));

    await waitFor(() =>
      expect(server.calls('ListSchedules').at(-1)?.filter).toMatchObject({
        volunteerId: { eq: 'volunteer-3' },
      }),
    );
    expect(server.calls('CountSchedules').at(-1)?.upcoming).toMatchObject({
      volunteerId: { eq: 'volunteer-3' },
    });
    expect(volunteer).toHaveProperty('value', 'Bilal Khan');
    expect(server.calls('VolunteerNames')).toEqual([]);
  });

  it('names a volunteer chosen in the address by one lookup', async () => {
    const server = stubServer();
    renderWithProviders(<SchedulesPage />, { path: '/admin/schedules?volunteerId=volunteer-2' });

    await screen.findByRole('article', { name: /^Idris Noor, / });
    await waitFor(() => expect(field('Volunteer')).toHaveProperty('value', 'Maryam Khan'));
    expect(server.calls('VolunteerNameOf')).toEqual([{ id: 'volunteer-2' }]);
    expect(server.calls('SearchVolunteers')).toEqual([]);
    expect(server.calls('VolunteerNames')).toEqual([]);
  });

  it('names the calendar’s visits by the names they carry, and searches facilities on the server for its filter', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<SchedulesPage />, {
      path: '/admin/schedules?view=calendar',
    });

    const entry = await screen.findByRole('button', { name: /Idris Noor.*HMP Wakefield/ });
    expect(entry).toBeTruthy();
    expectNoNamesAsked(server);
    expect(field('Volunteer')).toHaveProperty('value', 'All volunteers');

    const facility = field('Facility');
    expect(facility).toHaveProperty('value', 'All facilities');
    await user.click(facility);
    await within(await screen.findByRole('listbox')).findByRole('option', {
      name: 'HMP Manchester',
    });
    await user.clear(facility);
    await user.type(facility, 'leeds');
    await waitFor(
      () => expect(server.calls('SearchFacilities').at(-1)).toEqual({ search: 'leeds', limit: 20 }),
      { timeout: SEARCH_DELAY_MS * 8 },
    );
    await waitFor(() => expect(shownOptions()).toEqual(['HMP Leeds', 'Leeds Community Unit']));
    await user.click(screen.getByRole('option', { name: 'Leeds Community Unit' }));

    await waitFor(() =>
      expect(server.calls('ScheduleOccurrences').at(-1)).toMatchObject({
        facilityId: 'facility-3',
        volunteerId: null,
      }),
    );
    expect(facility).toHaveProperty('value', 'Leeds Community Unit');
    expect(server.calls('ListFacilityPage')).toEqual([]);
  });
});
