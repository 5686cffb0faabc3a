import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { BrowserRouter, StaticRouter } from 'react-router';
import { mfaSetupRequiredQuery } from '../auth/auth.api';
import { pageState } from '../auth/page-state';
import { NONCE_PLACEHOLDER } from '../../shared/page-state';
import { ApiError, mayPassOnRetry } from '../lib/graphql';
import { AppRoutes } from './AppRoutes';
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

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused request will be refused again; only retry what may be passing trouble, twice,
      // quickly: a failed load shows its message and Retry within 3 s (product.md §12).
      retry: (failureCount, error) =>
        failureCount < 2 && error instanceof ApiError && mayPassOnRetry(error),
      retryDelay: (failureCount) => 250 * 2 ** failureCount,
      refetchOnWindowFocus: false,
    },
  },
});

// Whether this admin must first set up an authenticator app, as the page said (decision 058).
const signedIn = pageState()?.session;
if (signedIn) {
  queryClient.setQueryData(mfaSetupRequiredQuery().queryKey, signedIn.mfaSetupRequired);
}

/** `serverLocation`: the address the server renders the page for (decision 079). */
export function App({ serverLocation }: { serverLocation?: string } = {}) {
  const routes = <AppRoutes />;
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
