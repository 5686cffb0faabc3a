// Mantine's styles for the signed-out pages only; the signed-in frame loads the rest (decision 054).
import './app/styles/signed-out-styles';
import './boot-shell.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/register-service-worker';
import { preloadSignedInPage } from './app/AppRoutes';
import { pageState } from './auth/page-state';
import { keepTypedValues } from './auth/typed-before-start';
import { SERVER_RENDERED_ATTRIBUTE } from '../shared/page-state';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A browser that does not know the policy's 'unsafe-hashes' (Safari before 15.4, Firefox before
 * 108) ignores the rendered page's style attributes, and hydrating does not set them again. Set
 * through the style object, which the policy does not govern, they apply everywhere.
 */
function applyStyleAttributes(root: HTMLElement) {
  for (const element of root.querySelectorAll<HTMLElement>('[style]'))
    element.style.cssText = element.getAttribute('style') ?? '';
}

async function start() {
  const root = document.getElementById('root')!;
  // The server rendered the page into the HTML (the sign-in page, decision 079; a signed-in
  // page with its data, decision 080): take it over in place, so that what the person has typed
  // stays. Only for the page it was rendered for: a page kept by the service worker for offline
  // starts has no page state, and is drawn afresh.
  if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && pageState()) {
    // With the frame's and the page's code run first (its files were asked for beside this
    // one): a part whose code is still on its way when the page changes after taking over would
    // be drawn again from nothing, a loader over the page the server drew.
    if (pageState()?.session) await preloadSignedInPage(window.location.pathname);
    applyStyleAttributes(root);
    keepTypedValues(root);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

// Someone signed in: start the frame's and the page's code now (their files are fetched beside
// this one), not when the first render reaches them; on a page the browser draws, rendering
// starts at once all the same, so that the CPU works while the rest of the page's files arrive
// (decision 064).
if (pageState()?.session) void preloadSignedInPage(window.location.pathname);
void start();
registerServiceWorker();
