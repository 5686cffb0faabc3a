/**
 * Setup for the `web` project (components in jsdom). jsdom lacks a few browser APIs Mantine
 * uses; these stand-ins follow Mantine's Vitest guide (mantine.dev/guides/vitest). They are
 * assigned, not stubbed with vi.stubGlobal, so `unstubGlobals` leaves them in place.
 */
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

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
