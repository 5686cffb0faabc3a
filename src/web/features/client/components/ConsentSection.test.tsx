/**
 * A client's consents on their file (product.md §3.3.4, decision 072): where each stands, every
 * decision with its day, how and who recorded it, recording a withdrawal (each missing answer
 * named under its field), and the banner of a client without consent to be served.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { recordConsentDecision } from '../../../../../tests/support/form-actions';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { ClientConsent } from '../api/client-consent.api';
import { ConsentBanner } from './ConsentBanner';
import { ConsentSection } from './ConsentSection';

const CLIENT = {
  id: 'client-1',
  preferredName: 'Yusuf',
  consentGiven: true,
  dataUsageConsent: true,
};

const decision = (overrides: Partial<ClientConsent>): ClientConsent => ({
  id: 'consent-1',
  clientId: CLIENT.id,
  kind: 'BEING_SERVED',
  decision: 'GIVEN',
  decidedOn: '2026-01-05',
  method: 'FORM',
  notes: null,
  version: 1,
  recordedByName: 'Sara Coordinator',
  createdBy: 'admin-1',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const DECISIONS = [
  decision({ id: 'consent-1' }),
  decision({ id: 'consent-2', kind: 'DATA_USAGE' }),
  decision({
    id: 'consent-3',
    kind: 'DATA_USAGE',
    decision: 'WITHDRAWN',
    decidedOn: '2026-03-02',
    method: 'LETTER',
    notes: 'Does not want to be in the annual report',
    recordedByName: null,
  }),
];

function stubServer(items: ClientConsent[] = DECISIONS) {
  return stubGraphqlServer({
    ListClientConsents: () => ({ data: { listClientConsents: { items } } }),
    CreateClientConsent: () => ({ data: { createClientConsent: { id: 'new' } } }),
  });
}

describe('ConsentSection', () => {
  useFixedToday(new Date(2026, 3, 12, 10, 0));

  it.each([
    ['as listed', DECISIONS],
    ['listed the other way round', DECISIONS.toReversed()],
  ])(
    'shows where each consent stands, and every decision latest first with who recorded it (%s)',
    async (_order, items) => {
      stubServer(items);
      renderWithProviders(<ConsentSection client={{ ...CLIENT, dataUsageConsent: false }} />);
      const decisions = await screen.findByRole('list', { name: 'Consent decisions' });
      // The two recorded together come in the order they were recorded, the later first, whatever
      // order the server lists them in.
      expect(
        within(decisions)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Data-usage consent withdrawnMon, Mar 2, 2026 · Letter · Recorded by Programme staffDoes not want to be in the annual report',
        expect.stringMatching(/^Data-usage consent given/),
        expect.stringMatching(/^Consent to be served given/),
      ]);
      expect(screen.getByText('Given')).toBeTruthy();
      expect(screen.getByText('Not given')).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Record withdrawal: Consent to be served' }),
      ).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Record consent: Data-usage consent' }),
      ).toBeTruthy();
    },
  );

  it('records a withdrawal: how the client said so is asked for, then sent with the day', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ConsentSection client={CLIENT} />);
    await user.click(
      await screen.findByRole('button', { name: 'Record withdrawal: Consent to be served' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record consent: Yusuf' });
    await user.click(within(dialog).getByRole('button', { name: 'Record Decision' }));
    expect(await within(dialog).findByText('Choose how the client said so')).toBeTruthy();
    expect(server.calls('CreateClientConsent')).toEqual([]);

    await recordConsentDecision(user, 'Yusuf', 'In Person');
    await waitFor(() => expect(server.calls('CreateClientConsent')).toHaveLength(1));
    expect(server.calls('CreateClientConsent')[0]).toEqual({
      input: expect.objectContaining({
        clientId: 'client-1',
        kind: 'BEING_SERVED',
        decision: 'WITHDRAWN',
        decidedOn: '2026-04-12',
        method: 'IN_PERSON',
      }),
    });
  });

  it('shows why the decisions could not be loaded, with a retry', async () => {
    stubGraphqlServer({});
    renderWithProviders(<ConsentSection client={CLIENT} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the consent decisions.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('ConsentBanner', () => {
  it('warns on the file of a client without consent to be served, and only then', () => {
    const { rerender } = render(
      <MantineProvider>
        <ConsentBanner client={{ consentGiven: false }} />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('No consent to be served');
    rerender(
      <MantineProvider>
        <ConsentBanner client={{ consentGiven: true }} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
