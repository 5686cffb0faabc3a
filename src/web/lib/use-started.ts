import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * Whether the page's scripts have taken it over: false while the server renders it and while
 * the browser shows that render (decision 079), true from then on, and at once on a page the
 * scripts drew themselves. A button whose action is a script is disabled until then: clicked
 * before, it would do nothing, or (a form's submit button) reload the page and lose what was
 * typed.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
