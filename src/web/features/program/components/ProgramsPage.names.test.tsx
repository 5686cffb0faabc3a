/**
 * Programs in proportion to the page (decision 055): rows carry the names of their facility
 * and lead volunteer, the Facility filter and the form's pickers search on the server as one
 * types, so neither a visit nor the form asks for a list of every facility or volunteer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { field, focusedDialog } from '../../../../../tests/support/form-queries';
import {
  FACILITY_CHOICES,
  pickLeedsFromFacilityFilter,
  pickerHandlers,
} from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { Program } from '../api/program.api';
import { ProgramsPage } from './ProgramsPage';

const FACILITIES = FACILITY_CHOICES;
const VOLUNTEERS = [{ id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' }];

const STUDY_CIRCLE: Program = {
  id: 'program-1',
  title: 'Study Circle',
  type: 'ISLAMIC_STUDY',
  description: 'Weekly study of the Seerah.',
  facilityId: 'facility-2',
  facilityName: 'HMP Leeds',
  volunteerId: 'volunteer-7',
  // A lead the pickers' first choices do not hold: the row names them itself.
  volunteerName: 'Idris Bello',
  location: 'Chapel',
  date: '2026-03-20',
  startTime: '14:00',
  endTime: '15:30',
  status: 'SCHEDULED',
  approvalStatus: 'APPROVED',
  approvalDate: '2026-03-10',
  attendees: 0,
  newAttendees: 0,
  curriculum: null,
  materialRequested: [],
  resourcesUsed: [],
  followUpNeeded: false,
  followUpNotes: null,
  feedback: '',
  clearanceOverrideReason: null,
  clearanceOverrideMissing: null,
  version: 3,
};

/** Every list of facilities or volunteers a page could ask for. */
const WHOLE_LISTS = ['ListFacilityPage', 'VolunteerNames'];
const SEARCHES = [
  'SearchFacilities',
  'SearchVolunteers',
  'SearchVolunteersAt',
  'FacilityName',
  'VolunteerNameOf',
];

function stubServer() {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ListPrograms: () => ({
      data: { listPrograms: { items: [STUDY_CIRCLE], nextToken: null }, total: 1 },
    }),
  });
}

/** A field of the form dialog (the page's filters have labels of their own). */
const formField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`), {
    selector: 'input',
  });

const rowOf = (title: string) => screen.findByRole('row', { name: new RegExp(`^${title}`) });

describe('Programs: names from the rows, pickers from the server', () => {
  it('shows each row’s facility and lead, and their details, without asking for any list', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ProgramsPage />);

    const row = await rowOf('Study Circle');
    expect(row.textContent).toContain('HMP Leeds');
    expect(row.textContent).toContain('Idris Bello');
    await user.click(within(row).getByRole('button', { name: 'View Study Circle' }));
    const details = await screen.findByRole('dialog', { name: 'Study Circle' });
    expect(details.textContent).toContain('FacilityHMP Leeds');
    expect(details.textContent).toContain('Lead VolunteerIdris Bello');

    for (const operation of [...WHOLE_LISTS, ...SEARCHES]) {
      expect(server.calls(operation), operation).toEqual([]);
    }
  });

  it('opens the form with the program’s names, and loads no list of volunteers for it', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ProgramsPage />);
    const row = await rowOf('Study Circle');

    await user.click(within(row).getByRole('button', { name: 'Edit Study Circle' }));
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'Edit Program' })).toBeTruthy();
    expect(formField(dialog, 'Facility').value).toBe('HMP Leeds');
    expect(formField(dialog, 'Lead Volunteer').value).toBe('Idris Bello');

    // The lead picker asks the server for the first volunteers only once it is opened.
    await user.click(formField(dialog, 'Lead Volunteer'));
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Yusuf Ali' });
    // Each says whether they are cleared for the program's facility on its date (product.md §3.2.1).
    expect(server.calls('SearchVolunteersAt')).toEqual([
      { search: null, limit: 20, facilityId: 'facility-2', day: '2026-03-20' },
    ]);
    for (const operation of WHOLE_LISTS) expect(server.calls(operation), operation).toEqual([]);
  });

  it('searches facilities on the server as one types, and filters by the one picked', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ProgramsPage />);
    await rowOf('Study Circle');

    const facility = field('Facility') as HTMLInputElement;
    await pickLeedsFromFacilityFilter(user, server, facility);

    await waitFor(() =>
      expect(server.calls('ListPrograms').at(-1)?.filter).toEqual({
        facilityId: { eq: 'facility-3' },
      }),
    );
    expect(facility.value).toBe('Leeds Community Unit');
    for (const operation of WHOLE_LISTS) expect(server.calls(operation), operation).toEqual([]);
  });
});
