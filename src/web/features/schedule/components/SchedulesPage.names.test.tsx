/**
 * Schedule Management in proportion to the page (decision 055): each schedule carries the names
 * of its volunteer and facility, and the Volunteer and Facility filters and the form's pickers
 * search on the server as one types, so a visit asks for no list of every facility or volunteer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { field } from '../../../../../tests/support/form-queries';
import {
  ACTIVE_VOLUNTEERS,
  expectNotAsked,
  pickBilalKhanFromAnyStatus,
  FACILITY_CHOICES,
  pickerHandlers,
  pickLeedsFromFacilityFilter,
} from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { scheduleRecord } from '../../../../../tests/support/web/schedule-record';
import { SchedulesPage } from './SchedulesPage';

const FACILITIES = FACILITY_CHOICES;
const VOLUNTEERS = [
  ...ACTIVE_VOLUNTEERS,
  { id: 'volunteer-3', firstName: 'Bilal', lastName: 'Khan', status: 'INACTIVE' },
];

/** Named only by what it carries: neither name is one the pickers' server would give. */
const VISIT = scheduleRecord({
  volunteerId: 'volunteer-9',
  volunteerName: 'Idris Noor',
  facilityId: 'facility-9',
  facilityName: 'HMP Wakefield',
});

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
    expectNotAsked(server, NAME_OPERATIONS);
  });

  it('edits a schedule showing the names it carries, with no lookup', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<SchedulesPage />);
    const card = await screen.findByRole('article', { name: /^Idris Noor, / });

    await user.click(within(card).getByRole('button', { name: /^Edit schedule of Idris Noor/ }));
    await screen.findByRole('dialog', { name: 'Edit Schedule' });
    await waitFor(() => expect(field("Da'ee").value).toBe('Idris Noor'));
    expect(field('Facility').value).toBe('HMP Wakefield');
    expectNotAsked(server, NAME_OPERATIONS);
  });

  it('searches volunteers on the server for the Volunteer filter, and lists the one picked', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<SchedulesPage />);
    await screen.findByRole('article', { name: /^Idris Noor, / });

    const volunteer = field('Volunteer');
    // Any volunteer's schedules can be looked at: the search asks for every status.
    await pickBilalKhanFromAnyStatus(user, server, volunteer);

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
    expectNotAsked(server, NAME_OPERATIONS);
    expect(field('Volunteer')).toHaveProperty('value', 'All volunteers');

    const facility = field('Facility');
    expect(facility).toHaveProperty('value', 'All facilities');
    await pickLeedsFromFacilityFilter(user, server, facility);

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
