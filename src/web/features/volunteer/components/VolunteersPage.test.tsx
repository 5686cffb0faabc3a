/** Manage Volunteers' clearance export and the overview's clearance filter (product.md §3.2.1). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../../../tests/support/downloads';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { VolunteersPage } from './VolunteersPage';

function stubServer() {
  return stubGraphqlServer({
    ListVolunteers: () => ({ data: { listVolunteers: { items: [], nextToken: null }, total: 0 } }),
    ExportVolunteerClearances: () => ({
      data: {
        exportVolunteerClearances: {
          fileName: 'clearances-2026-11-28.csv',
          rowCount: 3,
          csv: 'id\r\n',
        },
      },
    }),
  });
}

describe('VolunteersPage', () => {
  it('exports every clearance as its own CSV file', async () => {
    const server = stubServer();
    const saved = captureDownloads();
    const { user } = renderWithProviders(<VolunteersPage />);
    await user.click(await screen.findByRole('button', { name: 'Export clearances' }));
    await screen.findByText('Exported 3 rows to clearances-2026-11-28.csv');
    expect(server.calls('ExportVolunteerClearances')).toHaveLength(1);
    expect(saved.map((file) => file.fileName)).toEqual(['clearances-2026-11-28.csv']);
  });

  it("asks the server for the volunteers whose clearance runs out in the overview's window", async () => {
    const server = stubServer();
    renderWithProviders(<VolunteersPage />, {
      path: '/admin/volunteers?clearanceExpiresFrom=2026-11-28&clearanceExpiresTo=2026-12-28',
    });
    await waitFor(() =>
      expect(server.calls('ListVolunteers').at(-1)).toMatchObject({
        clearanceExpiresBetween: '2026-11-28..2026-12-28',
      }),
    );
    expect((await screen.findByLabelText('Clearance expires from')).getAttribute('value')).toBe(
      '2026-11-28',
    );
  });
});
