/**
 * Manage Facilities in proportion to the page (decision 055): one page of facilities at a time,
 * searched and filtered by the server like every list, with the total beside it; Export CSV saves
 * the list as searched and filtered on screen.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../../../tests/support/downloads';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { choose } from '../../../../../tests/support/form-actions';
import { renderWithProviders } from '../../../../../tests/support/render';
import { facilityRecord } from '../../../../../tests/support/web/facility-record';
import type { Facility } from '../api/facility.api';
import { FacilitiesPage } from './FacilitiesPage';

const facility = (id: number, name: string): Facility =>
  facilityRecord({ id: `facility-${id}`, name, address: `${id} High Street, Leeds` });

const FIRST_PAGE = [facility(1, 'HMP Leeds'), facility(2, 'HMP Manchester')];

function stubServer() {
  return stubGraphqlServer({
    ListFacilityPage: () => ({
      data: { listFacilities: { items: FIRST_PAGE, nextToken: 'page-2' }, total: 1200 },
    }),
    ExportFacilities: () => ({
      data: {
        exportFacilities: { fileName: 'facilities-2026-11-28.csv', rowCount: 2, csv: 'id\r\n' },
      },
    }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Manage Facilities', () => {
  it('shows one page of the programme’s facilities, with how many there are in all', async () => {
    const server = stubServer();
    renderWithProviders(<FacilitiesPage />);

    await screen.findByRole('article', { name: 'HMP Leeds' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('1–2 of 1200')).toBeTruthy();
    const [asked] = server.calls('ListFacilityPage');
    expect(asked).toMatchObject({ search: null, filter: null, nextToken: null });
    expect(Number(asked!.limit)).toBeLessThanOrEqual(100);
  });

  it('searches and filters by status on the server, and exports what the list then holds', async () => {
    const server = stubServer();
    const saved = captureDownloads();
    const { user } = renderWithProviders(<FacilitiesPage />);
    await screen.findByRole('article', { name: 'HMP Leeds' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'leeds');
    await choose(user, 'Status', 'Temporarily Closed');
    await waitFor(() =>
      expect(server.calls('ListFacilityPage').at(-1)).toMatchObject({
        search: 'leeds',
        filter: { status: { eq: 'TEMPORARILY_CLOSED' } },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exported 2 rows to facilities-2026-11-28.csv');
    expect(server.calls('ExportFacilities')).toEqual([
      { search: 'leeds', filter: { status: { eq: 'TEMPORARILY_CLOSED' } } },
    ]);
    expect(saved.map((file) => file.fileName)).toEqual(['facilities-2026-11-28.csv']);
  });
});
