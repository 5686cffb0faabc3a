/**
 * What the server wrote into the page about who is signed in and what the sign-in page offers
 * (decision 058, src/shared/page-state.ts), read once when the app starts. Null where the page
 * carries none (an offline start from the service worker's shell, the development server,
 * component tests): the app then asks the server, as it did before.
 */
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../shared/page-state';

let read = false;
let state: PageState | null = null;

/**
 * On the server, which renders the signed-out page into its HTML (decision 079), there is no
 * document to read: it says the state the page is rendered for.
 */
export function setPageStateForServerRender(serverState: PageState): void {
  read = true;
  state = serverState;
}

export function pageState(): PageState | null {
  if (!read && typeof document !== 'undefined') {
    read = true;
    try {
      const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
      state = text ? (JSON.parse(text) as PageState) : null;
    } catch {
      state = null;
    }
  }
  return state;
}

/** Whether the page said who is signed in (someone or nobody), so nothing waits to ask. */
export function pageKnowsSession(): boolean {
  return pageState()?.session !== undefined;
}
