/**
 * Renders a web component the way the app does (src/web/app/App.tsx): the app's theme and
 * CSS variables, a QueryClient of its own per render, a router at `path`, and the
 * notifications outlet. Mantine runs in its test environment: no transitions and no portals,
 * so dialogs render in place and open at once.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from '../../src/web/app/theme';
import { focusedDialog } from './form-queries';

export function renderWithProviders(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'> & {
    /** The page's address, e.g. '/admin/clients?status=ACTIVE' (lists read their view from it). */
    path?: string;
  },
) {
  const { path = '/', ...renderOptions } = options ?? {};
  // No retries: a failure the test arranges is seen at once, not after back-off.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Notifications />
            {children}
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  // No pause between a test's key presses and clicks: they still run in order, a quarter faster.
  const user = userEvent.setup({ delay: null });
  return { user, queryClient, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}

/** What a form dialog is given to close itself, and to reload a record changed meanwhile. */
export interface FormDialogCallbacks {
  onClose: () => void;
  onReload: () => void;
}

/**
 * Renders a form dialog with spies for its callbacks, and waits until the dialog has taken
 * focus (see focusedDialog). Returns what renderWithProviders does, the spies and the dialog.
 */
export async function renderFormDialog(form: (callbacks: FormDialogCallbacks) => ReactElement) {
  const callbacks = { onClose: vi.fn(), onReload: vi.fn() };
  const rendered = renderWithProviders(form(callbacks));
  const dialog = await focusedDialog();
  return { ...rendered, ...callbacks, dialog };
}
