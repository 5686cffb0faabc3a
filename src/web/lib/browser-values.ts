/**
 * Values only the browser knows, for pages the server renders (decisions 079, 080): the server,
 * and the browser while it takes that render over, use what the server assumed; the browser
 * then renders again with its own value where it differs. A page the scripts draw themselves
 * uses the browser's value at once.
 */
import { useSyncExternalStore } from 'react';
import { pageState } from '../auth/page-state';

const noChanges = () => () => undefined;

/** `read()` in the browser, `serverValue` where the server renders and while it is taken over. */
export function useBrowserValue<Value>(read: () => Value, serverValue: Value): Value {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}

/**
 * Whether the page's scripts have taken it over: false while the server renders it and while
 * the browser shows that render (decision 079), true from then on, and at once on a page the
 * scripts drew themselves. A button whose action is a script is disabled until then: clicked
 * before, it would do nothing, or (a form's submit button) reload the page and lose what was
 * typed.
 */
export function useStarted(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * Whether the screen matches a media query such as '(max-width: 47.99em)', kept current as it
 * turns or is resized. Where the server renders a page it does not know the screen: it assumes
 * a narrow one for a phone's browser (page state's narrowScreen, decision 080).
 */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => pageState()?.narrowScreen ?? false,
  );
}
