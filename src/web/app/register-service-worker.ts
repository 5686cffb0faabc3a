/**
 * Registers the service worker (decision 052) once the page has loaded, from the app's own
 * script rather than a separate one vite-plugin-pwa would add to every page: one request less,
 * and nothing to fetch before the rendered sign-in page has painted (decision 079).
 */
const SERVICE_WORKER = '/service-worker.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' }).catch(() => {
      // Without it the app works as before, only not offline; nothing to tell the person.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
