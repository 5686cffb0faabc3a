/**
 * The app opened without a network and without knowing who is signed in (decision 052): it says
 * what to do, and the tab names no page, whichever page was drawn before.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { OfflineShell } from './OfflineShell';

describe('OfflineShell', () => {
  it('says the pages open again once online, and names the tab after the app alone', async () => {
    document.title = 'Volunteer Dashboard · Outreach Dashboard';
    renderWithProviders(<OfflineShell />);
    expect(
      await screen.findByText(/Your pages will open again when this device is back online/),
    ).toBeTruthy();
    expect(document.title).toBe('Outreach Dashboard');
  });
});
