/**
 * The service worker that makes the dashboard an installable phone app (issue 32, decision 052).
 * It keeps no record data: only the page shell (index.html, the last one loaded) and the
 * hashed scripts and styles, so that without a network the app opens on its shell and says it
 * is offline. GraphQL, sign-in and every other API call go to the network, untouched.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: unknown[] };

// vite-plugin-pwa's injectManifest step requires the placeholder; the list it injects is empty
// (nothing is precached: a first visit on mobile data downloads only what its page needs).
void self.__WB_MANIFEST;

void self.skipWaiting();
clientsClaim();

/** Every page address is the same shell: one cache entry, whichever page was opened last. */
const SHELL_KEY = '/__app-shell__';

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'app-shell',
      // A page from the network whenever there is one (a fresh CSP nonce, the latest build).
      networkTimeoutSeconds: 8,
      plugins: [{ cacheKeyWillBeUsed: async () => SHELL_KEY }],
    }),
    { denylist: [/^\/api\//, /^\/graphql/, /^\/calendar\//, /^\/healthz/] },
  ),
);

// Hashed file names never change content (spa.ts caches them for a year).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);
