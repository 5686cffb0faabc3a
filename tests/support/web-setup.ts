/**
 * Setup for the `web` project (components in jsdom). jsdom lacks a few browser APIs Mantine
 * uses; these stand-ins follow Mantine's Vitest guide (mantine.dev/guides/vitest). They are
 * assigned, not stubbed with vi.stubGlobal, so `unstubGlobals` leaves them in place.
 */
// First: the auth client imported below must capture the forwarding fetch (see the module).
import './forwarding-fetch';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll, afterEach } from 'vitest';
import { authClient } from '../../src/web/auth/auth-client';

// A form or dialog whose code loads on its own (lazy) is imported, and transformed, on first
// use: on a two-core machine beside the server tests that took over the default 1 s now and
// then. The finds and waits still end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's getComputedStyle does not implement the pseudo-element argument ("Not implemented"
// on the console); call it with the element alone.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Combobox options (Select) scroll the selected one into view.
Element.prototype.scrollIntoView = () => {};

// useMediaQuery, the color scheme and reduced motion: no query matches (a wide screen).
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Textarea's autosize listens for web fonts loading (document.fonts), which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The notifications store is module state: a toast from one test must not show in the next.
  notifications.clean();
});

// better-auth's session store lets go of its window listeners one second after the last
// component stops watching it (nanostores' unmount delay). A file that ends sooner has its jsdom
// window closed by then, and that late clean-up throws an unhandled error into the run. Let go
// now, while the window is still there. A request still settling may start watching it again
// (CI, on a slow machine, once more had the late clean-up fail): wait out that delay and let go
// once more before the window closes.
afterAll(async () => {
  const atoms = Object.values(authClient.$store.atoms);
  cleanStores(...atoms);
  await new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 100));
  cleanStores(...atoms);
});
