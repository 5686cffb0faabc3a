/**
 * A client's timeline on their file (product.md §3.3.3): the events as the server tells them,
 * latest first, each with its day and detail; a long history folds after twelve with "Show all";
 * a failed load shows with Retry.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { ClientTimelineSection } from './ClientTimelineSection';

const event = (day: string, title: string, detail: string | null = null) => ({
  day,
  kind: 'CONTACT',
  title,
  detail,
});

describe('ClientTimelineSection', () => {
  it('shows each event with its day and detail, in the order the server gives', async () => {
    stubGraphqlServer({
      ClientTimeline: () => ({
        data: {
          clientTimeline: [
            event('2026-04-12', 'Back in custody at Eastgate Jail'),
            event('2026-02-01', 'Contact: Visit', 'Asked for a Quran'),
            event('2026-01-05', 'First contact'),
          ],
        },
      }),
    });
    renderWithProviders(<ClientTimelineSection clientId="client-1" />);
    await screen.findByText('Back in custody at Eastgate Jail');
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Back in custody at Eastgate JailSun, Apr 12, 2026',
      'Contact: VisitSun, Feb 1, 2026Asked for a Quran',
      'First contactMon, Jan 5, 2026',
    ]);
  });

  it('folds a long history after twelve events, and shows all on demand', async () => {
    const many = Array.from({ length: 15 }, (_, index) =>
      event(`2026-01-${String(20 - index).padStart(2, '0')}`, `Contact ${index + 1}`),
    );
    stubGraphqlServer({ ClientTimeline: () => ({ data: { clientTimeline: many } }) });
    const { user } = renderWithProviders(<ClientTimelineSection clientId="client-1" />);
    await screen.findByText('Contact 1');
    expect(screen.queryByText('Contact 13')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all 15 events' }));
    expect(screen.getByText('Contact 15')).toBeTruthy();
  });

  it('shows why the timeline could not be loaded, with a retry', async () => {
    stubGraphqlServer({});
    renderWithProviders(<ClientTimelineSection clientId="client-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the timeline.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
