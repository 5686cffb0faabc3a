/**
 * Manage Clients in proportion to the page (decision 055): rows carry the names they show, and
 * the Facility and Assigned Volunteer filters search on the server as one types, so a visit
 * asks for no list of every facility or volunteer.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../../../../tests/support/client-record';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { field } from '../../../../../tests/support/form-queries';
import {
  expectNotAsked,
  FACILITY_CHOICES,
  expectListFilteredByLeeds,
  pickerHandlers,
} from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { ClientsPage } from './ClientsPage';

const FACILITIES = FACILITY_CHOICES;
const VOLUNTEERS = [{ id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' }];

const AMINA = clientRecord({
  id: 'client-7',
  preferredName: 'Amina',
  facilityId: 'facility-2',
  facilityName: 'HMP Leeds',
  assignedVolunteerId: 'volunteer-1',
  assignedVolunteerName: 'Yusuf Ali',
  followUpDate: null,
});

function stubServer() {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ListClients: () => ({ data: { listClients: { items: [AMINA], nextToken: null }, total: 1 } }),
  });
}

describe('Manage Clients: names from the rows, pickers from the server', () => {
  it('shows each row’s facility and volunteer without asking for any list of them', async () => {
    const server = stubServer();
    renderWithProviders(<ClientsPage />);

    const card = await screen.findByRole('article', { name: 'Amina' });
    expect(card.textContent).toContain('HMP Leeds');
    expect(card.textContent).toContain('Volunteer: Yusuf Ali');
    expectNotAsked(server, ['SearchFacilities', 'SearchVolunteers', 'ListFacilities']);
  });

  it('searches facilities on the server as one types, and filters by the one picked', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ClientsPage />);
    await screen.findByRole('article', { name: 'Amina' });

    await expectListFilteredByLeeds(user, server, 'ListClients');
  });

  it('names a facility chosen in the address by one lookup', async () => {
    const server = stubServer();
    renderWithProviders(<ClientsPage />, { path: '/admin/clients?facilityId=facility-1' });

    await screen.findByRole('article', { name: 'Amina' });
    const facility = field('Facility');
    await waitFor(() => expect(facility).toHaveProperty('value', 'HMP Manchester'));
    expect(server.calls('FacilityName')).toEqual([{ id: 'facility-1' }]);
    expect(server.calls('SearchFacilities')).toEqual([]);
  });
});
