import { screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { PAGE_LOAD_FAILED, PageLoadBoundary } from './PageLoadBoundary';

// A page whose code cannot be fetched, as the browser reports it.
const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js')),
);

describe('PageLoadBoundary', () => {
  it('shows the failure and Reload instead of a blank page, and clears on another page', async () => {
    // React reports the caught error on the console; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (path: string) => (
      <PageLoadBoundary resetKey={path}>
        <Suspense fallback={<p>Loading</p>}>
          {path === '/broken' ? <Unreachable /> : <p>Another page</p>}
        </Suspense>
      </PageLoadBoundary>
    );
    const { rerender } = renderWithProviders(page('/broken'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAGE_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    rerender(page('/elsewhere'));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
