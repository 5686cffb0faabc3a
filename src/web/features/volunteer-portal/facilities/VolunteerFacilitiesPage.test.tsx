import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { facilityRecord } from '../../../../../tests/support/web/facility-record';
import type { Facility } from '../../facility/api/facility.api';
import { VolunteerFacilitiesPage } from './VolunteerFacilitiesPage';

const LEEDS = facilityRecord({
  email: 'visits@leeds.example.org',
  operatingHours: 'Mon-Fri 09:00-16:00',
  notes: 'Internal: gate B under repair',
  facilities: ['Chapel', 'Library'],
  visitationRules: 'Book 24 hours ahead. Photo ID required.',
  itemRestrictions: 'No phones, no food.',
  version: 3,
});

const HALFWAY: Facility = {
  ...LEEDS,
  id: 'facility-2',
  name: 'Bridge House',
  type: 'HALFWAY_HOUSE',
  contactPerson: '',
  contactNumber: '',
  email: '',
  facilities: [],
  operatingHours: '',
  visitationRules: null,
  itemRestrictions: null,
};

interface ListVariables {
  search: string | null;
  filter: unknown;
  limit: number;
  nextToken: string | null;
}

const page = (items: Facility[], nextToken: string | null = null) => ({
  data: { listFacilities: { items, nextToken } },
});

/** The text of a field in a card's description list. */
function fieldValue(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('VolunteerFacilitiesPage (product.md §12)', () => {
  it('asks only for ACTIVE facilities and shows what a visit needs, read only', async () => {
    const server = stubGraphqlServer({ ListFacilityPage: () => page([LEEDS, HALFWAY]) });
    renderWithProviders(<VolunteerFacilitiesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Facilities' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'HMP Leeds' });
    const [list] = server.calls('ListFacilityPage') as unknown as [ListVariables];
    expect(list).toMatchObject({ search: null, filter: { status: { eq: 'ACTIVE' } } });

    expect(within(card).getByText('State Prison')).toBeTruthy();
    expect(fieldValue(card, 'Address')).toBe('2 Gloucester Terrace, Leeds LS12 2TJ');
    expect(fieldValue(card, 'Contact')).toBe('Jordan Lee');
    const phone = within(card).getByRole('link', { name: '+44 113 203 2600' });
    expect(phone.getAttribute('href')).toBe('tel:+441132032600');
    expect(fieldValue(card, 'Email')).toBe('visits@leeds.example.org');
    expect(fieldValue(card, 'Operating hours')).toBe('Mon-Fri 09:00-16:00');
    expect(fieldValue(card, 'Visitation rules')).toBe('Book 24 hours ahead. Photo ID required.');
    expect(fieldValue(card, 'Item restrictions')).toBe('No phones, no food.');
    expect(fieldValue(card, 'Amenities')).toBe('Chapel, Library');
    // The admins' notes are not for volunteers.
    expect(card.textContent).not.toContain('gate B');

    // Without contact details the card leaves them out; missing texts show a dash.
    const bridge = screen.getByRole('article', { name: 'Bridge House' });
    expect(within(bridge).getByText('Halfway House')).toBeTruthy();
    expect(within(bridge).queryByText('Phone')).toBeNull();
    expect(within(bridge).queryByText('Contact')).toBeNull();
    expect(within(bridge).queryByText('Amenities')).toBeNull();
    expect(fieldValue(bridge, 'Visitation rules')).toBe('—');

    // Nothing to add, edit or delete: the only control is the search box.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('sends the search text to the server and pages with Next and Previous', async () => {
    const server = stubGraphqlServer({
      ListFacilityPage: (variables) =>
        variables.nextToken === 'page-2' ? page([HALFWAY]) : page([LEEDS], 'page-2'),
    });
    const { user } = renderWithProviders(<VolunteerFacilitiesPage />);
    await screen.findByRole('article', { name: 'HMP Leeds' });
    const calls = () => server.calls('ListFacilityPage') as unknown as ListVariables[];

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Bridge House' })).toBeTruthy();
    expect(calls().at(-1)).toMatchObject({
      nextToken: 'page-2',
      filter: { status: { eq: 'ACTIVE' } },
    });
    expect(screen.getByText('26–26')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'HMP Leeds' })).toBeTruthy();

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('  leeds ');
    await waitFor(() =>
      expect(calls().at(-1)).toMatchObject({
        search: 'leeds',
        nextToken: null,
        filter: { status: { eq: 'ACTIVE' } },
      }),
    );
  });

  it("says 'No facilities found' when there are none, and when a search finds none", async () => {
    stubGraphqlServer({ ListFacilityPage: () => page([]) });
    const { user } = renderWithProviders(<VolunteerFacilitiesPage />);
    expect(await screen.findByText('No facilities found')).toBeTruthy();

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('nowhere');
    expect(await screen.findByText('No facilities match the search and filters.')).toBeTruthy();
  });

  it("shows 'Failed to load facilities' with Retry", async () => {
    let attempts = 0;
    stubGraphqlServer({
      ListFacilityPage: () =>
        ++attempts === 1
          ? { errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL' } }] }
          : page([LEEDS]),
    });
    const { user } = renderWithProviders(<VolunteerFacilitiesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load facilities. Database unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'HMP Leeds' })).toBeTruthy();
  });
});
