/**
 * A client's check-ins after release on their file and in the volunteer's contacts
 * (product.md §3.3.2): the proposed days from the release date, those whose day has come marked
 * due, recording one (the facility asked for only when the client returned to custody), the
 * recorded ones with their answers, and a failed load shown with Retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { labelsShown } from '../../../../../tests/support/form-queries';
import { pickerHandlers } from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { ReentryCheckIn } from '../api/reentry-check-in.api';
import { CheckInsSection } from './CheckInsSection';

const CLIENT = {
  id: 'client-1',
  preferredName: 'Yusuf',
  incarcerated: false,
  releaseDate: '2026-01-10',
};

const RECORDED: ReentryCheckIn = {
  id: 'check-1',
  clientId: CLIENT.id,
  checkpoint: 'DAY_30',
  releaseDate: '2026-01-10',
  heldOn: '2026-02-11',
  housingStatus: 'TRANSITIONAL',
  employmentStatus: 'UNEMPLOYED_LOOKING',
  communitySupport: ['Masjid'],
  returnedToCustody: false,
  facilityId: null,
  facilityName: null,
  notes: 'Staying with his brother',
  version: 1,
};

function stubServer(recorded: ReentryCheckIn[] = [RECORDED]) {
  return stubGraphqlServer({
    ...pickerHandlers({ facilities: [{ id: 'facility-1', name: 'Riverside Correctional' }] }),
    ListReentryCheckIns: () => ({ data: { listReentryCheckIns: { items: recorded } } }),
    CreateReentryCheckIn: () => ({ data: { createReentryCheckIn: { id: 'new' } } }),
  });
}

describe('CheckInsSection', () => {
  // 2026-04-12: the 90-day check-in (2026-04-10) is due, the 180-day one (2026-07-09) is not.
  useFixedToday(new Date(2026, 3, 12, 10, 0));

  it('proposes the check-ins not yet recorded with their days, and shows the recorded ones', async () => {
    stubServer();
    renderWithProviders(<CheckInsSection client={CLIENT} />);
    const [proposed, recorded] = await screen.findAllByRole('list');
    const rows = within(proposed!).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '90-day check-in · due since Fri, Apr 10, 2026DueRecord',
      '180-day check-in · due Thu, Jul 9, 2026Record',
    ]);
    expect(recorded!.textContent).toContain('30-day check-in');
    expect(recorded!.textContent).toContain(
      'Held Wed, Feb 11, 2026 · Housing: Transitional · Employment: Unemployed Looking · Support: Masjid',
    );
    expect(recorded!.textContent).toContain('Staying with his brother');
  });

  it('records a check-in; the facility is asked for only once the client returned to custody', async () => {
    const server = stubServer([]);
    const { user } = renderWithProviders(<CheckInsSection client={CLIENT} />);
    await user.click(await screen.findByRole('button', { name: 'Record 90-day check-in' }));
    const dialog = await screen.findByRole('dialog', { name: '90-day check-in: Yusuf' });
    expect(labelsShown(dialog)).not.toContain('Facility');
    await choose(user, 'Housing Status', 'Homeless');
    await user.click(within(dialog).getByLabelText('Returned to custody'));
    await user.click(within(dialog).getByRole('button', { name: 'Record Check-in' }));
    expect(
      await within(dialog).findByText('Facility is required when the client returned to custody'),
    ).toBeTruthy();
    expect(server.calls('CreateReentryCheckIn')).toEqual([]);

    await choose(user, 'Facility', 'Riverside Correctional');
    await fill(user, 'Notes', 'Recalled on licence');
    await user.click(within(dialog).getByRole('button', { name: 'Record Check-in' }));
    await waitFor(() => expect(server.calls('CreateReentryCheckIn')).toHaveLength(1));
    expect(server.calls('CreateReentryCheckIn')[0]).toEqual({
      input: expect.objectContaining({
        clientId: 'client-1',
        checkpoint: 'DAY_90',
        heldOn: '2026-04-12',
        housingStatus: 'HOMELESS',
        returnedToCustody: true,
        facilityId: 'facility-1',
        notes: 'Recalled on licence',
      }),
    });
  });

  it('says when check-ins will start for a client still in custody', async () => {
    stubServer([]);
    renderWithProviders(<CheckInsSection client={{ ...CLIENT, incarcerated: true }} />);
    expect(await screen.findByText('Check-ins start once the client is released.')).toBeTruthy();
  });

  it('shows why the check-ins could not be loaded, with a retry', async () => {
    stubGraphqlServer({});
    renderWithProviders(<CheckInsSection client={CLIENT} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the check-ins.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
