/**
 * Incident Reports in proportion to the page (decision 055): rows carry the names of their
 * facility, reporter and witnesses, the Facility filter and the form's pickers search on the
 * server as one types, so neither a visit nor the form asks for a list of every facility or
 * volunteer.
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
import type { IncidentReport } from '../api/incident.api';
import { IncidentsPage } from './IncidentsPage';

const FACILITIES = FACILITY_CHOICES;
const VOLUNTEERS = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
];

const report = (overrides: Partial<IncidentReport>): IncidentReport => ({
  id: 'report-1',
  reporterId: 'volunteer-1',
  reporterName: 'Yusuf Ali',
  facilityId: 'facility-2',
  facilityName: 'HMP Leeds',
  date: '2026-03-14',
  time: '10:15',
  location: 'Visits hall',
  type: 'MEDICAL',
  description: 'A visitor fainted.',
  involvedInmates: [],
  witnessVolunteers: ['volunteer-2', 'volunteer-8'],
  // Ibrahim Musa is not among the pickers' first choices: the report names him itself.
  witnessVolunteerNames: ['Maryam Khan', 'Ibrahim Musa'],
  reportedToFacility: true,
  facilityResponseRequired: false,
  facilityResponse: null,
  status: 'OPEN',
  resolutionNotes: '',
  followUpNeeded: false,
  followUpDate: null,
  version: 2,
  ...overrides,
});

const BY_VOLUNTEER = report({});
/** Filed by an account with no volunteer or admin record: the programme's own. */
const BY_STAFF = report({
  id: 'report-2',
  type: 'SECURITY',
  date: '2026-03-02',
  reporterId: 'account-9',
  reporterName: null,
  facilityId: 'facility-1',
  facilityName: 'HMP Manchester',
  witnessVolunteers: [],
  witnessVolunteerNames: [],
});

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
    ListIncidentReports: () => ({
      data: {
        listIncidentReports: { items: [BY_VOLUNTEER, BY_STAFF], nextToken: null },
        total: 2,
      },
    }),
  });
}

/** The table row of the report of this day, as the Date column writes it. */
async function rowOf(day: string): Promise<HTMLElement> {
  await screen.findByRole('rowheader', { name: day });
  return screen.getAllByRole('row').find((row) => row.textContent?.startsWith(day))!;
}

/** A field of the form dialog (the page's filters have labels of their own). */
const formField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`), {
    selector: 'input',
  });

describe('Incident Reports: names from the rows, pickers from the server', () => {
  it('shows each row’s facility and reporter, and the witnesses, without asking for any list', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<IncidentsPage />);

    const byVolunteer = await rowOf('Sat, Mar 14, 2026');
    expect(byVolunteer.textContent).toContain('HMP Leeds');
    expect(byVolunteer.textContent).toContain('Yusuf Ali');
    const byStaff = await rowOf('Mon, Mar 2, 2026');
    expect(byStaff.textContent).toContain('HMP Manchester');
    expect(byStaff.textContent).toContain('Programme staff');

    await user.click(
      within(byVolunteer).getByRole('button', { name: 'View Medical incident of 2026-03-14' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Incident Details' });
    expect(details.textContent).toContain('FacilityHMP Leeds');
    expect(details.textContent).toContain('ReporterYusuf Ali');
    expect(details.textContent).toContain('Witness VolunteersMaryam Khan, Ibrahim Musa');
    // The rest as the declaration writes it: the type and status in words, the time on a clock.
    expect(details.textContent).toContain('TypeMedical');
    expect(details.textContent).toContain('StatusOpen');
    expect(details.textContent).toContain('Time10:15');
    expect(details.textContent).toContain('Reported to FacilityYes');

    for (const operation of [...WHOLE_LISTS, ...SEARCHES]) {
      expect(server.calls(operation), operation).toEqual([]);
    }
  });

  it('opens the form with the report’s names, and loads no list of volunteers for it', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<IncidentsPage />);
    const row = await rowOf('Sat, Mar 14, 2026');

    await user.click(
      within(row).getByRole('button', { name: 'Edit Medical incident of 2026-03-14' }),
    );
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'Edit Incident Report' })).toBeTruthy();
    expect(formField(dialog, 'Reporter').value).toBe('Yusuf Ali');
    expect(formField(dialog, 'Facility').value).toBe('HMP Leeds');
    const pills = [...dialog.querySelectorAll('.mantine-Pill-label')].map(
      (pill) => pill.textContent,
    );
    expect(pills).toEqual(['Maryam Khan', 'Ibrahim Musa']);
    for (const operation of [...WHOLE_LISTS, ...SEARCHES]) {
      expect(server.calls(operation), operation).toEqual([]);
    }

    // The witness picker asks the server for the first volunteers only once it is opened, with
    // their clearance at the report's facility on its date (product.md §3.2.1).
    await user.click(formField(dialog, 'Witness Volunteers'));
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Maryam Khan' });
    expect(server.calls('SearchVolunteersAt')).toEqual([
      { search: null, limit: 20, facilityId: 'facility-2', day: '2026-03-14' },
    ]);
    for (const operation of WHOLE_LISTS) expect(server.calls(operation), operation).toEqual([]);
  });

  it('searches facilities on the server as one types, and filters by the one picked', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<IncidentsPage />);
    await rowOf('Sat, Mar 14, 2026');

    const facility = field('Facility') as HTMLInputElement;
    await pickLeedsFromFacilityFilter(user, server, facility);

    await waitFor(() =>
      expect(server.calls('ListIncidentReports').at(-1)?.filter).toEqual({
        facilityId: { eq: 'facility-3' },
      }),
    );
    expect(facility.value).toBe('Leeds Community Unit');
    for (const operation of WHOLE_LISTS) expect(server.calls(operation), operation).toEqual([]);
  });
});
