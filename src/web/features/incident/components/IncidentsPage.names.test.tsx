/**
 * Incident Reports in proportion to the page (decision 055): rows carry the names of their
 * facility, reporter and witnesses, the Facility filter and the form's pickers search on the
 * server as one types, so neither a visit nor the form asks for a list of every facility or
 * volunteer.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { focusedDialog } from '../../../../../tests/support/form-queries';
import {
  ACTIVE_VOLUNTEERS,
  dialogField,
  expectListFilteredByLeeds,
  expectNotAsked,
  FACILITY_CHOICES,
  NAME_SEARCHES,
  openPicker,
  pickerHandlers,
  WHOLE_NAME_LISTS,
} from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { incidentReportRecord } from '../../../../../tests/support/web/incident-report-record';
import type { IncidentReport } from '../api/incident.api';
import { IncidentsPage } from './IncidentsPage';

const FACILITIES = FACILITY_CHOICES;
const VOLUNTEERS = ACTIVE_VOLUNTEERS;

const report = (overrides: Partial<IncidentReport>): IncidentReport =>
  incidentReportRecord({
    facilityId: 'facility-2',
    witnessVolunteers: ['volunteer-2', 'volunteer-8'],
    // Ibrahim Musa is not among the pickers' first choices: the report names him itself.
    witnessVolunteerNames: ['Maryam Khan', 'Ibrahim Musa'],
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

    expectNotAsked(server, [...WHOLE_NAME_LISTS, ...NAME_SEARCHES]);
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
    expect(dialogField(dialog, 'Reporter').value).toBe('Yusuf Ali');
    expect(dialogField(dialog, 'Facility').value).toBe('HMP Leeds');
    const pills = [...dialog.querySelectorAll('.mantine-Pill-label')].map(
      (pill) => pill.textContent,
    );
    expect(pills).toEqual(['Maryam Khan', 'Ibrahim Musa']);
    expectNotAsked(server, [...WHOLE_NAME_LISTS, ...NAME_SEARCHES]);

    // The witness picker asks the server for the first volunteers only once it is opened, with
    // their clearance at the report's facility on its date (product.md §3.2.1).
    await openPicker(user, dialogField(dialog, 'Witness Volunteers'), 'Maryam Khan');
    expect(server.calls('SearchVolunteersAt')).toEqual([
      { search: null, limit: 20, facilityId: 'facility-2', day: '2026-03-14' },
    ]);
    expectNotAsked(server, WHOLE_NAME_LISTS);
  });

  it('searches facilities on the server as one types, and filters by the one picked', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<IncidentsPage />);
    await rowOf('Sat, Mar 14, 2026');

    await expectListFilteredByLeeds(user, server, 'ListIncidentReports');
    expectNotAsked(server, WHOLE_NAME_LISTS);
  });
});
