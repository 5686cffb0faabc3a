import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p>Loading page</p>}>{node}</Suspense>
);

describe('lazyNamed', () => {
  it('draws a preloaded page in the first render, without the loader (decision 064)', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Page = lazyNamed(load, 'Greeting');

    await Page.preload();
    // A synchronous render: nothing may suspend, so the page is there at once.
    act(() => {
      render(inSuspense(<Page name="Amina" />));
    });

    expect(screen.getByText('Hello Amina')).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loader until a page not preloaded arrives, and fetches its code once', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Greeting: typeof Greeting }>((r) => (arrive = r)));
    const Page = lazyNamed(load, 'Greeting');

    act(() => {
      render(inSuspense(<Page name="Yusuf" />));
    });
    expect(screen.getByText('Loading page')).toBeTruthy();

    const preloading = Page.preload();
    await act(async () => arrive({ Greeting }));
    await preloading;
    expect(await screen.findByText('Hello Yusuf')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles a failed preload and asks again when the page renders', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Greeting });
    const Page = lazyNamed(load, 'Greeting');

    await expect(Page.preload()).resolves.toBeUndefined();
    render(inSuspense(<Page name="Khadija" />));

    expect(await screen.findByText('Hello Khadija')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
