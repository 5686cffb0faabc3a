/**
 * The service worker that makes the dashboard an installable phone app (product.md §2.2,
 * decision 052). It keeps no record data: only the page shell (index.html, the last one loaded) and
 * the hashed scripts and styles, so that without a network the app opens on its shell and says it
 * is offline. GraphQL, sign-in and every other API call go to the network, untouched.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  APP_ROOT_REGION,
  PAGE_QUERIES_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
} from '../shared/page-state';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: unknown[] };

// vite-plugin-pwa's injectManifest step requires the placeholder; the list it injects is empty
// (nothing is precached: a first visit on mobile data downloads only what its page needs).
void self.__WB_MANIFEST;

void self.skipWaiting();
clientsClaim();

/** Every page address is the same shell: one cache entry, whichever page was opened last. */
const SHELL_KEY = '/__app-shell__';

const dataBlock = (id: string) =>
  new RegExp(`<script type="application/json" id="${id}">.*?</script>`, 's');

/**
 * The shell is kept without the page's state (decision 058): who was signed in when it was
 * loaded is not kept on the device, and an offline start must ask, find no network, and say so.
 * Nor the page the server rendered into it, nor the answers it was drawn with (decision 080):
 * no record data is kept on the device. An offline start draws the app in an empty root.
 */
async function withoutPageState(response: Response): Promise<Response | null> {
  if (!response.ok) return null;
  const html = (await response.text())
    .replace(dataBlock(PAGE_STATE_ELEMENT_ID), '')
    .replace(dataBlock(PAGE_QUERIES_ELEMENT_ID), '')
    .replace(APP_ROOT_REGION, '<div id="root"></div>');
  return new Response(html, { status: response.status, headers: response.headers });
}

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'app-shell',
      // A page from the network whenever there is one (a fresh CSP nonce, the latest build).
      networkTimeoutSeconds: 8,
      plugins: [
        {
          cacheKeyWillBeUsed: async () => SHELL_KEY,
          cacheWillUpdate: async ({ response }) => withoutPageState(response),
        },
      ],
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
