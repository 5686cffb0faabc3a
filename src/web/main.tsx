// Mantine's styles for the signed-out pages only; the signed-in frame loads the rest (decision 054).
import './app/styles/signed-out-styles';
import './boot-shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadSignedInPage } from './app/AppRoutes';
import { pageState } from './auth/page-state';

function start() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Someone signed in: start the frame's and the page's code now (their files are fetched beside
// this one), not when the first render reaches them; rendering starts at once all the same, so
// that the CPU works while the rest of the page's files arrive (decision 064).
if (pageState()?.session) void preloadSignedInPage(window.location.pathname);
start();
