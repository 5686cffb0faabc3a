/**
 * The signed-out page as HTML, rendered by the server (decision 079): the sign-in form paints
 * with the stylesheet, before the scripts have arrived and run, and the scripts then take it
 * over in place (hydrateRoot in main.tsx) instead of drawing it again.
 *
 * Built by Vite as a separate server module (`vite build --ssr`, dist/web-render), so that it
 * is the same code, with the same styles and ids, as the page the browser runs. The server
 * renders it once, when it starts: the page is the same for every signed-out visitor, but for
 * the style nonce, which it renders as the placeholder each response fills.
 */
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { setPageStateForServerRender } from '../auth/page-state';
import type { SignInOptions } from '../../shared/page-state';

export function renderSignedOutPage(signInOptions: SignInOptions): string {
  setPageStateForServerRender({ session: null, signInOptions });
  return renderToString(<App serverLocation="/" />);
}
