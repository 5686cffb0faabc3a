import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { OutboxPage } from './OutboxPage';

const KEPT = {
  id: '7',
  recipient: 'amina@example.org',
  subject: 'Your invitation',
  text: 'Set your password: https://outreach.example.org/invite/abc',
  createdAt: '2026-12-01T15:00:00.000Z',
};

function serving(mailRoute: { delivery: 'SMTP' | 'OUTBOX'; server: string | null }) {
  stubGraphqlServer({
    MailRoute: () => ({
      data: { mailRoute: { ...mailRoute, from: 'Outreach <no-reply@example.org>' } },
    }),
    ListOutboxMessages: () => ({
      data: { listOutboxMessages: { items: [KEPT], nextToken: null } },
    }),
  });
}

describe('OutboxPage', () => {
  it('says where e-mail goes when a mail server is set, and that the kept messages were not sent', async () => {
    serving({ delivery: 'SMTP', server: 'mail.example.org:587' });
    renderWithProviders(<OutboxPage />);
    const route = await screen.findByText(/E-mail goes out through the mail server at/);
    expect(route.textContent).toBe(
      'E-mail goes out through the mail server at mail.example.org:587, from Outreach <no-reply@example.org>. Any messages listed here were kept while no mail server was set up, and were not sent.',
    );
    expect(screen.queryByText(/No mail server is set up/)).toBeNull();
    expect(await screen.findByText('Your invitation')).toBeTruthy();
  });

  it('says e-mail is kept here, to be passed on, when no mail server is set', async () => {
    serving({ delivery: 'OUTBOX', server: null });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText(/^No mail server is set up/)).toBeTruthy();
    expect(screen.getByText(/ask whoever runs the server to set SMTP_URL/)).toBeTruthy();
    expect(screen.queryByText(/E-mail goes out through/)).toBeNull();
  });
});
