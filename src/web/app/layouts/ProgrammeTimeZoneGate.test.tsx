import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { formatDateTime } from '../../lib/date-format';
import { programmeTimeZone } from '../../lib/time-zone';
import { ProgrammeTimeZoneGate } from './ProgrammeTimeZoneGate';
import { onDeviceInZone } from '../../../../tests/support/time-zones';

// A page that writes a time: 10:00 in New York on 9 January 2027.
function Page() {
  return <p>Visit at {formatDateTime('2027-01-09T15:00:00.000Z').replace(/\s/g, ' ')}</p>;
}

/** The page behind the gate, as the app renders every page. */
const renderGatedPage = () =>
  renderWithProviders(
    <ProgrammeTimeZoneGate>
      <Page />
    </ProgrammeTimeZoneGate>,
  );

/**
 * Runs `check` while the page holds a programme-time-zone meta with this content, as the server
 * writes it into index.html, and removes the meta afterwards.
 */
async function withZoneMeta(content: string, check: () => Promise<void> | void) {
  const meta = document.createElement('meta');
  meta.name = 'programme-time-zone';
  meta.content = content;
  document.head.append(meta);
  try {
    await check();
  } finally {
    meta.remove();
  }
}

const answering = (zone: string) =>
  stubGraphqlServer({ ProgrammeTimeZone: () => ({ data: { programmeTimeZone: zone } }) });

describe('ProgrammeTimeZoneGate (decision 049)', () => {
  onDeviceInZone('UTC');

  it("shows the page once the programme's zone is known, in that zone, and says which it is", async () => {
    answering('America/New_York');
    renderGatedPage();
    expect(screen.getByLabelText('Loading page')).toBeTruthy();
    expect(screen.queryByText(/^Visit at/)).toBeNull();

    expect(await screen.findByText('Visit at Sat, Jan 9, 2027, 10:00 AM')).toBeTruthy();
    expect(screen.getByText('Times in America/New_York')).toBeTruthy();
    expect(programmeTimeZone()).toBe('America/New_York');
  });

  it('says nothing of zones when the device is set to the programme zone', async () => {
    answering('UTC');
    renderGatedPage();
    expect(await screen.findByText('Visit at Sat, Jan 9, 2027, 3:00 PM')).toBeTruthy();
    expect(screen.queryByText(/^Times in/)).toBeNull();
  });

  it('takes the zone the server wrote into the page: the page at once, no request', async () => {
    const server = answering('UTC');
    await withZoneMeta('America/New_York', () => {
      renderGatedPage();
      expect(screen.getByText('Visit at Sat, Jan 9, 2027, 10:00 AM')).toBeTruthy();
      expect(screen.getByText('Times in America/New_York')).toBeTruthy();
      expect(server.calls('ProgrammeTimeZone')).toEqual([]);
    });
  });

  it('asks when the page holds only the placeholder (the development server)', async () => {
    answering('America/New_York');
    await withZoneMeta('__PROGRAMME_TIME_ZONE__', async () => {
      renderGatedPage();
      expect(await screen.findByText('Visit at Sat, Jan 9, 2027, 10:00 AM')).toBeTruthy();
    });
  });

  it('shows the failure and Retry instead of times it cannot place', async () => {
    let failing = true;
    stubGraphqlServer({
      ProgrammeTimeZone: () =>
        failing
          ? { errors: [{ message: 'Server unavailable', extensions: { code: 'INTERNAL' } }] }
          : { data: { programmeTimeZone: 'America/New_York' } },
    });
    const { user } = renderGatedPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Failed to load the programme's time zone.");
    expect(screen.queryByText(/^Visit at/)).toBeNull();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Visit at Sat, Jan 9, 2027, 10:00 AM')).toBeTruthy();
  });
});
