import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { pageState } from '../auth/page-state';
import { NONCE_PLACEHOLDER } from '../../shared/page-state';
import { AppRoutes } from './AppRoutes';
import { hydratePageQueries, newQueryClient } from './query-client';
import { OfflineNotice } from './OfflineNotice';
import { cssVariablesResolver, theme } from './theme';

// The server sets a fresh nonce per page load; Mantine's <style> tags carry it (strict CSP).
// Where the server renders the page (decision 079) it is the placeholder each response fills.
function styleNonce(): string {
  if (typeof document === 'undefined') return NONCE_PLACEHOLDER;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
}

// Modals lock scrolling with a <style> tag of their own (react-remove-scroll); give it the nonce too.
setNonce(styleNonce());

// The browser's one client, with what the server fetched for the page it rendered (decision 080).
const browserQueryClient = newQueryClient(pageState());
if (typeof document !== 'undefined') hydratePageQueries(browserQueryClient, document);

/**
 * `serverLocation`: the address the server renders the page for (decisions 079, 080), with
 * `queryClient`, that render's own.
 */
export function App({
  serverLocation,
  queryClient = browserQueryClient,
}: { serverLocation?: string; queryClient?: QueryClient } = {}) {
  const routes = <AppRoutes />;
  // Taken over (or drawn by the scripts): the page's controls take taps from now on (decision
  // 082; boot-shell.css holds them back until then).
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={styleNonce}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {/* Below, not over the header: on a phone a message spans the screen's width, and at
              the top it hid the menu and Sign Out for the seconds it stays. */}
          <Notifications position="bottom-right" />
          <OfflineNotice />
          {serverLocation === undefined ? (
            <BrowserRouter>{routes}</BrowserRouter>
          ) : (
            <StaticRouter location={serverLocation}>{routes}</StaticRouter>
          )}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
