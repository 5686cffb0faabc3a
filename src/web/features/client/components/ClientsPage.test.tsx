/**
 * Export CSV on Manage Clients (decision 022): the button asks the server for the list with the
 * search and filter on screen and saves the file under the server's name; a failure is shown.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { choose } from '../../../../../tests/support/form-actions';
import { captureDownloads } from '../../../../../tests/support/downloads';
import { renderWithProviders } from '../../../../../tests/support/render';
import { ClientsPage } from './ClientsPage';

const CSV = '\uFEFFid,preferredName\r\nc-1,Amina\r\n';
const EMPTY_PAGE = { data: { listClients: { items: [], nextToken: null } } };
const NO_NAMES = {
  ListFacilities: () => ({ data: { listFacilities: { items: [], nextToken: null } } }),
  VolunteerNames: () => ({ data: { listVolunteers: { items: [], nextToken: null } } }),
};

let saved: ReturnType<typeof captureDownloads>;

beforeEach(() => {
  saved = captureDownloads();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Export CSV', () => {
  it('saves the list with the search and filter on screen, under the server’s file name', async () => {
    const server = stubGraphqlServer({
      ...NO_NAMES,
      ListClients: () => EMPTY_PAGE,
      ExportClients: () => ({
        data: { exportClients: { fileName: 'clients-2026-11-25.csv', rowCount: 1, csv: CSV } },
      }),
    });
    const { user } = renderWithProviders(<ClientsPage />);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'amina');
    await choose(user, 'Status', 'Follow Up');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await screen.findByText('Exported 1 row to clients-2026-11-25.csv');
    expect(server.calls('ExportClients')).toEqual([
      {
        search: 'amina',
        filter: { status: { eq: 'FOLLOW_UP' } },
        reentryStepsOverdueOn: null,
        checkInsDueOn: null,
        releasedWithoutIdOn: null,
        // In the list's order too.
        sortBy: 'PREFERRED_NAME',
        sortDirection: 'ASC',
      },
    ]);
    expect(saved.map((file) => file.fileName)).toEqual(['clients-2026-11-25.csv']);
    // The file's bytes: UTF-8 with its byte-order mark (EF BB BF), which Excel needs.
    const bytes = new Uint8Array(await saved[0]!.bytes);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('shows why an export failed, and saves nothing', async () => {
    stubGraphqlServer({
      ...NO_NAMES,
      ListClients: () => EMPTY_PAGE,
      ExportClients: () => ({
        errors: [
          {
            message: 'You do not have permission to do this.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      }),
    });
    const { user } = renderWithProviders(<ClientsPage />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await screen.findByText('Failed to export clients');
    screen.getByText('You do not have permission to do this.');
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(
        false,
      ),
    );
    expect(saved).toEqual([]);
  });

  it('saves every check-in after release as its own file, beside the clients', async () => {
    const server = stubGraphqlServer({
      ...NO_NAMES,
      ListClients: () => EMPTY_PAGE,
      ExportReentryCheckIns: () => ({
        data: {
          exportReentryCheckIns: { fileName: 'check-ins-2026-11-25.csv', rowCount: 2, csv: CSV },
        },
      }),
    });
    const { user } = renderWithProviders(<ClientsPage />);
    await user.click(screen.getByRole('button', { name: 'Export check-ins' }));
    await screen.findByText('Exported 2 rows to check-ins-2026-11-25.csv');
    expect(server.calls('ExportReentryCheckIns')).toHaveLength(1);
    expect(saved.map((file) => file.fileName)).toEqual(['check-ins-2026-11-25.csv']);
  });
});
