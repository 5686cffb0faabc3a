import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field, labelsShown } from '../../../../../tests/support/form-queries';
import { pickerHandlers, typeAndPick } from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { scheduleRecord } from '../../../../../tests/support/web/schedule-record';
import type { Schedule } from '../api/schedule.api';
import { VolunteerSchedulePage } from './VolunteerSchedulePage';
import { onDeviceInZone } from '../../../../../tests/support/time-zones';

const ME = { id: 'volunteer-7' };

const MY_REQUEST = scheduleRecord({ volunteerId: ME.id, volunteerName: null });

const FACILITIES = [
  { id: 'facility-1', name: 'HMP Leeds' },
  { id: 'facility-2', name: 'HMP Manchester' },
];

const FEED_URL = 'https://outreach.example.org/calendar/abc.def.ics';

function stub(extra: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES }),
    ListSchedules: () => ({ data: { listSchedules: { items: [MY_REQUEST], nextToken: null } } }),
    CountSchedules: () => ({ data: { upcoming: 1, past: 0, cancelled: 0 } }),
    MyCalendarFeed: () => ({ data: { myCalendarFeed: null } }),
    ScheduleClashes: () => ({ data: { scheduleClashes: [] } }),
    ...extra,
  });
}

describe("VolunteerSchedulePage: a volunteer's own visits (product.md §12)", () => {
  it('lists their own requests with no admin actions, and cancels a pending one', async () => {
    const server = stub({
      CancelSchedule: () => ({ data: { cancelSchedule: { id: 'schedule-1' } } }),
    });
    const { user } = renderWithProviders(<VolunteerSchedulePage />);

    const card = await screen.findByRole('article', { name: /^HMP Leeds, / });
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Volunteer' })).toBeNull();
    // The card is named by the facility name the request carries: no facility is asked for.
    for (const operation of ['ListFacilityPage', 'SearchFacilities', 'FacilityName']) {
      expect(server.calls(operation), operation).toEqual([]);
    }

    await user.click(within(card).getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(server.calls('CancelSchedule')).toEqual([{ id: 'schedule-1', expectedVersion: 1 }]),
    );
  });

  it('names the clients to see on the visit with the numbers the desk asks for', async () => {
    const visit: Schedule = {
      ...MY_REQUEST,
      status: 'APPROVED',
      clientsToSee: [
        { preferredName: 'Bilal', clientId: 'C-1', inmateNumber: 'A-500', housingUnit: 'C2' },
        { preferredName: 'Musa', clientId: 'C-2', inmateNumber: null, housingUnit: null },
      ],
    };
    stub({
      ListSchedules: () => ({ data: { listSchedules: { items: [visit], nextToken: null } } }),
    });
    renderWithProviders(<VolunteerSchedulePage />);
    const card = await screen.findByRole('article', { name: /^HMP Leeds, / });
    const seen = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(seen).toEqual(['Bilal (No. A-500, Unit C2)', 'Musa']);
    expect(card.textContent).toContain('Clients to see:');
  });

  it('requests a visit in their own name, without choosing a volunteer or a status', async () => {
    const server = stub({
      CreateSchedule: () => ({ data: { createSchedule: { ...MY_REQUEST, id: 'schedule-2' } } }),
    });
    const { user } = renderWithProviders(<VolunteerSchedulePage />);
    await screen.findByRole('article', { name: /^HMP Leeds, / });

    await user.click(screen.getByRole('button', { name: 'Request a Visit' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a Visit' });
    expect(labelsShown(dialog)).not.toContain("Da'ee");
    expect(labelsShown(dialog)).not.toContain('Status');
    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Start Time', '2030-04-02T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(server.calls('CreateSchedule')).toHaveLength(1));
    const [{ input }] = server.calls('CreateSchedule') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({ facilityId: 'facility-1', requestType: 'NEW' });
    // The server names the signed-in volunteer; the form sends no one.
    expect(input).not.toHaveProperty('volunteerId');
    expect(await screen.findByText('Request sent for approval')).toBeTruthy();
    // The facility picker asked the server for its first choices, not for every facility.
    expect(server.calls('SearchFacilities')).toEqual([{ search: null, limit: 20 }]);
    expect(server.calls('ListFacilityPage')).toEqual([]);
  });

  it("requests a change: the request's facility is shown by its carried name, another is searched on the server", async () => {
    const server = stub({
      UpdateSchedule: () => ({ data: { updateSchedule: { ...MY_REQUEST, version: 2 } } }),
    });
    const { user } = renderWithProviders(<VolunteerSchedulePage />);
    const card = await screen.findByRole('article', { name: /^HMP Leeds, / });

    await user.click(within(card).getByRole('button', { name: 'Request a change' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a Change' });
    const facility = field('Facility');
    expect(facility.value).toBe('HMP Leeds');
    expect(server.calls('FacilityName')).toEqual([]);

    await user.click(facility);
    await typeAndPick(user, server, facility, {
      typed: 'manch',
      operation: 'SearchFacilities',
      asked: { search: 'manch', limit: 20 },
      offered: ['HMP Manchester'],
      picked: 'HMP Manchester',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(server.calls('UpdateSchedule')).toHaveLength(1));
    const [{ input }] = server.calls('UpdateSchedule') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({ id: 'schedule-1', facilityId: 'facility-2' });
    expect(input).not.toHaveProperty('volunteerId');
    expect(input).not.toHaveProperty('status');
    expect(server.calls('ListFacilityPage')).toEqual([]);
  });

  it('gets a private calendar link, then offers to copy it, replace it or turn it off', async () => {
    let feed: { url: string; createdAt: string } | null = null;
    const server = stub({
      MyCalendarFeed: () => ({ data: { myCalendarFeed: feed } }),
      CreateCalendarFeed: () => {
        feed = { url: FEED_URL, createdAt: '2030-01-01T00:00:00.000Z' };
        return { data: { createCalendarFeed: feed } };
      },
      TurnOffCalendarFeed: () => {
        feed = null;
        return { data: { turnOffCalendarFeed: true } };
      },
    });
    const { user } = renderWithProviders(<VolunteerSchedulePage />);
    const section = await screen.findByRole('region', { name: 'Calendar link' });

    await user.click(await within(section).findByRole('button', { name: 'Get calendar link' }));
    const link = await within(section).findByRole('textbox', { name: 'Your calendar link' });
    expect((link as HTMLInputElement).value).toBe(FEED_URL);
    expect(
      within(section).getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'),
    ).toBe('webcal://outreach.example.org/calendar/abc.def.ics');

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByRole('button', { name: 'Get calendar link' })).toBeTruthy();
    expect(server.calls('TurnOffCalendarFeed')).toHaveLength(1);
  });
});

describe('VolunteerSchedulePage on a phone set to UTC, for a programme in New York (decision 049)', () => {
  onDeviceInZone('UTC', 'America/New_York');

  it('shows a visit e-mailed as "10:00 to 12:00 (America/New_York)" at 10:00 AM – 12:00 PM', async () => {
    stub({
      ListSchedules: () => ({
        data: {
          listSchedules: {
            items: [
              {
                ...MY_REQUEST,
                startTime: '2027-01-09T15:00:00.000Z',
                endTime: '2027-01-09T17:00:00.000Z',
              },
            ],
            nextToken: null,
          },
        },
      }),
    });
    renderWithProviders(<VolunteerSchedulePage />);

    const card = await screen.findByRole('article', { name: /^HMP Leeds, / });
    expect(card.getAttribute('aria-label')!.replace(/\s/g, ' ')).toBe(
      'HMP Leeds, Sat, Jan 9, 2027, 10:00 AM – 12:00 PM',
    );
  });
});
