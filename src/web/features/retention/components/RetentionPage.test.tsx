/**
 * Data Retention (product.md §3.3.8): the periods, what is due today, and a run that sends the
 * review as shown, after a confirmation; a refused run is shown in the dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { RetentionReview } from '../api/retention.api';
import { RetentionPage } from './RetentionPage';

const REVIEW: RetentionReview = {
  asOf: '2026-11-29',
  clientsChangedBefore: '2019-11-29',
  contactLogsBefore: '2019-11-29',
  auditEntriesBefore: '2016-11-29',
  settings: { closedClientYears: 7, contactLogYears: 7, auditYears: 10 },
  clients: [
    { id: 'client-4', clientId: 'C-00004', preferredName: 'Idris', lastChanged: '2018-02-03' },
  ],
  contactLogs: 12,
  contactLogsDigest: 'digest-of-the-12',
  auditEntries: 340,
};

describe('RetentionPage', () => {
  it('shows the periods and exactly what is due, and runs that review once confirmed', async () => {
    const server = stubGraphqlServer({
      RetentionReview: () => ({ data: { retentionReview: REVIEW } }),
      RunRetention: () => ({
        data: {
          runRetention: { clientsAnonymised: 1, contactLogsDeleted: 12, auditEntriesDeleted: 340 },
        },
      }),
    });
    const { user } = renderWithProviders(<RetentionPage />);
    expect(await screen.findByLabelText('History entries (years)')).toHaveProperty('value', '10');
    const table = screen.getByRole('table');
    expect(within(table).getByText('C-00004')).toBeTruthy();
    expect(within(table).getByText('2018-02-03')).toBeTruthy();
    expect(
      screen.getByText(/Contact-log entries of a day before 2019-11-29, to be deleted/).textContent,
    ).toContain('12');

    await user.click(screen.getByRole('button', { name: 'Run Retention' }));
    const dialog = screen.getByRole('dialog', { name: 'Run retention' });
    expect(dialog.textContent).toContain(
      '1 client will be anonymised, 12 contact-log and 340 history entries deleted',
    );
    expect(server.calls('RunRetention')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Run Retention' }));
    await waitFor(() => expect(server.calls('RunRetention')).toHaveLength(1));
    expect(server.calls('RunRetention')[0]!.input).toEqual({
      clientIds: ['client-4'],
      clientsChangedBefore: '2019-11-29',
      contactLogsBefore: '2019-11-29',
      auditEntriesBefore: '2016-11-29',
      contactLogsDigest: 'digest-of-the-12',
    });
    expect(
      await screen.findByText(
        'Retention run: 1 client anonymised, 12 contact-log entries and 340 history entries deleted',
      ),
    ).toBeTruthy();
  });

  it('shows a refused run in the dialog, which stays open', async () => {
    stubGraphqlServer({
      RetentionReview: () => ({ data: { retentionReview: REVIEW } }),
      RunRetention: () => ({
        errors: [
          {
            message:
              'The settings or the day have changed since this review: review again before running it',
            extensions: { code: 'VALIDATION_FAILED' },
          },
        ],
      }),
    });
    const { user } = renderWithProviders(<RetentionPage />);
    await user.click(await screen.findByRole('button', { name: 'Run Retention' }));
    const dialog = screen.getByRole('dialog', { name: 'Run retention' });
    await user.click(within(dialog).getByRole('button', { name: 'Run Retention' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'review again before running it',
    );
  });

  it('saves the periods', async () => {
    const server = stubGraphqlServer({
      RetentionReview: () => ({ data: { retentionReview: REVIEW } }),
      UpdateRetentionSettings: () => ({
        data: { updateRetentionSettings: { closedClientYears: 5 } },
      }),
    });
    const { user } = renderWithProviders(<RetentionPage />);
    const closed = await screen.findByLabelText('Closed clients (years)');
    await user.clear(closed);
    await user.type(closed, '5');
    await user.click(screen.getByRole('button', { name: 'Save Periods' }));
    await waitFor(() => expect(server.calls('UpdateRetentionSettings')).toHaveLength(1));
    expect(server.calls('UpdateRetentionSettings')[0]!.input).toEqual({
      closedClientYears: 5,
      contactLogYears: 7,
      auditYears: 10,
    });
  });
});
