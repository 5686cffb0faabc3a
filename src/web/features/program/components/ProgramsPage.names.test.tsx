/**
 * Programs in proportion to the page (decision 055): rows carry the names of their facility
 * and lead volunteer, the Facility filter and the form's pickers search on the server as one
 * types, so neither a visit nor the form asks for a list of every facility or volunteer.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { focusedDialog } from '../../../../../tests/support/form-queries';
import {
  dialogField,
  expectListFilteredByLeeds,
  expectNotAsked,
  openPicker,
  FACILITY_CHOICES,
  NAME_SEARCHES,
  pickerHandlers,
  WHOLE_NAME_LISTS,
} from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { programRecord } from '../../../../../tests/support/web/program-record';
import { ProgramsPage } from './ProgramsPage';

const FACILITIES = FACILITY_CHOICES;
const VOLUNTEERS = [{ id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' }];

const STUDY_CIRCLE = programRecord({
  facilityId: 'facility-2',
  facilityName: 'HMP Leeds',
  volunteerId: 'volunteer-7',
  // A lead the pickers' first choices do not hold: the row names them itself.
  volunteerName: 'Idris Bello',
});

function stubServer() {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ListPrograms: () => ({
      data: { listPrograms: { items: [STUDY_CIRCLE], nextToken: null }, total: 1 },
    }),
  });
}

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

    expectNotAsked(server, [...WHOLE_NAME_LISTS, ...NAME_SEARCHES]);
  });

  it('opens the form with the program’s names, and loads no list of volunteers for it', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ProgramsPage />);
    const row = await rowOf('Study Circle');

    await user.click(within(row).getByRole('button', { name: 'Edit Study Circle' }));
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'Edit Program' })).toBeTruthy();
    expect(dialogField(dialog, 'Facility').value).toBe('HMP Leeds');
    expect(dialogField(dialog, 'Lead Volunteer').value).toBe('Idris Bello');

    // The lead picker asks the server for the first volunteers only once it is opened.
    await openPicker(user, dialogField(dialog, 'Lead Volunteer'), 'Yusuf Ali');
    // Each says whether they are cleared for the program's facility on its date (product.md §3.2.1).
    expect(server.calls('SearchVolunteersAt')).toEqual([
      { search: null, limit: 20, facilityId: 'facility-2', day: '2026-03-20' },
    ]);
    expectNotAsked(server, WHOLE_NAME_LISTS);
  });

  it('searches facilities on the server as one types, and filters by the one picked', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ProgramsPage />);
    await rowOf('Study Circle');

    await expectListFilteredByLeeds(user, server, 'ListPrograms');
    expectNotAsked(server, WHOLE_NAME_LISTS);
  });
});
