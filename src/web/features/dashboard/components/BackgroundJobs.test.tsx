import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { BackgroundJobs } from './BackgroundJobs';

const run = (id: string, outcome: string, detail: string, at: string) => ({
  id,
  job: 'clearance_reminders',
  startedAt: at,
  finishedAt: at,
  outcome,
  detail,
});

describe('BackgroundJobs (decision 067)', () => {
  it("shows each job's latest run, a failure with its reason", async () => {
    stubGraphqlServer({
      LatestJobRuns: () => ({
        data: {
          latestJobRuns: [
            run(
              '2',
              'FAILED',
              '1 reminder sent; 1 failed (a@example.org: refused)',
              '2026-11-28T13:00:00Z',
            ),
            run('1', 'SUCCEEDED', '2 reminders sent', '2026-11-28T12:00:00Z'),
          ],
        },
      }),
    });
    renderWithProviders(<BackgroundJobs />);
    expect(await screen.findByText('Clearance reminders')).toBeTruthy();
    const line = screen.getByTestId('job-clearance_reminders');
    expect(line.textContent).toMatch(
      /^Failed .*: 1 reminder sent; 1 failed \(a@example.org: refused\)$/,
    );
    expect(screen.queryByText(/2 reminders sent/)).toBeNull();
  });

  it('says when no job has run yet', async () => {
    stubGraphqlServer({ LatestJobRuns: () => ({ data: { latestJobRuns: [] } }) });
    renderWithProviders(<BackgroundJobs />);
    expect(
      await screen.findByText('No runs yet: the first starts shortly after the server does.'),
    ).toBeTruthy();
  });
});
