import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { VolunteerClearance } from '../api/volunteer-clearance.api';
import { ClearancesSection } from './ClearancesSection';

function clearance(changes: Partial<VolunteerClearance>): VolunteerClearance {
  return {
    id: 'clearance-1',
    volunteerId: 'volunteer-1',
    volunteerName: 'Yusuf Ali',
    facilityId: 'facility-springfield',
    facilityName: 'Springfield State Prison',
    status: 'APPROVED',
    grantedOn: '2026-01-05',
    expiresOn: '2026-10-01',
    reference: 'BADGE-0042',
    notes: null,
    version: 1,
    ...changes,
  };
}

const SPRINGFIELD = clearance({});
const RIVERSIDE = clearance({
  id: 'clearance-2',
  facilityId: 'facility-riverside',
  facilityName: 'Riverside County Jail',
  expiresOn: '2026-03-01',
  reference: null,
});

const TRAINED = {
  id: 'volunteer-1',
  backgroundCheckStatus: 'PASSED',
  backgroundCheckDate: '2025-11-20',
  trainingCompleted: true,
  trainingCompletionDate: null,
} as const;

function serve(items: VolunteerClearance[]) {
  return stubGraphqlServer({
    ListVolunteerClearances: () => ({
      data: { listVolunteerClearances: { items, nextToken: null } },
    }),
  });
}

describe('ClearancesSection', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it("says for each facility whether the volunteer is cleared today, in the server's words", async () => {
    const server = serve([SPRINGFIELD, RIVERSIDE]);
    renderWithProviders(
      <ClearancesSection volunteer={{ ...TRAINED, backgroundCheckStatus: 'PASSED' }} editable />,
    );

    const springfield = await screen.findByRole('listitem', {
      name: 'Clearance at Springfield State Prison',
    });
    expect(within(springfield).getByText('Cleared today')).toBeTruthy();
    expect(screen.getByText(/^Passed on .*Nov.*2025$/)).toBeTruthy();
    expect(within(springfield).getByText(/Ref\. BADGE-0042/)).toBeTruthy();
    const riverside = screen.getByRole('listitem', { name: 'Clearance at Riverside County Jail' });
    expect(
      within(riverside).getByText(
        'Not cleared today: Clearance at Riverside County Jail expired on Sun, Mar 1, 2026',
      ),
    ).toBeTruthy();
    // Listed by facility name; asked for this volunteer's only.
    const items = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(items).toEqual([
      'Clearance at Riverside County Jail',
      'Clearance at Springfield State Prison',
    ]);
    expect(server.calls('ListVolunteerClearances')[0]).toMatchObject({
      volunteerId: 'volunteer-1',
    });
  });

  it('names a failed background check and missing training on every clearance', async () => {
    serve([SPRINGFIELD]);
    renderWithProviders(
      <ClearancesSection
        volunteer={{ ...TRAINED, backgroundCheckStatus: 'FAILED', trainingCompleted: false }}
        editable={false}
      />,
    );

    expect(
      await screen.findByText(
        'Not cleared today: Background check not passed; Training not completed',
      ),
    ).toBeTruthy();
    // A volunteer reading their own: nothing to change.
    expect(screen.queryByRole('button', { name: /Edit clearance/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Clearance' })).toBeNull();
  });

  it('refuses a new clearance without a facility before sending it', async () => {
    const server = serve([]);
    const { user } = renderWithProviders(<ClearancesSection volunteer={TRAINED} editable />);

    expect(await screen.findByText('No clearances recorded yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Clearance' }));
    const form = screen.getByRole('form', { name: 'Add clearance' });
    await user.type(within(form).getByLabelText('Expires On'), '2027-01-31');
    await user.click(within(form).getByRole('button', { name: 'Add Clearance' }));
    // No facility chosen: refused before anything is sent.
    expect(await within(form).findByText('Facility is required')).toBeTruthy();
    expect(server.calls('CreateVolunteerClearance')).toHaveLength(0);
  });
});
