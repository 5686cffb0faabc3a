/**
 * The signed-out page rendered by the server into index.html (decision 079): the sign-in form
 * paints as soon as the page has arrived, with its styles in it, and its scripts are asked for
 * after that first frame and take the page over in place.
 *
 * `npm run build` writes the render module (dist/web-render, vite.config.ts). The page is
 * rendered once, as `npm start` starts or else for the first signed-out visit: it is the same
 * for every signed-out visitor but for the nonces, which it carries as the placeholders each
 * response fills. A build without the module (the development server, tests' stand-in builds)
 * serves the boot shell as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { LANDING_PARAMETERS, NONCE_PLACEHOLDER, type SignInOptions } from '../../shared/page-state';
import {
  pageRenderModule,
  styleAttributeSources,
  withRenderedRoot,
  withScriptsAfterFirstPaint,
} from './rendered-page';

export interface SignedOutPage {
  /**
   * index.html with the rendered sign-in page in its root, and its stylesheet written into it:
   * the page paints as soon as it has arrived, without waiting for one more file.
   */
  html: string;
  /**
   * The CSP sources that let its style attributes apply ('unsafe-hashes' and one hash per
   * value). Parsed from HTML, a style attribute needs them under a policy without
   * 'unsafe-inline'; they allow these exact values and nothing else.
   */
  styleAttributeSources: string[];
}

/**
 * Runs the build's module in a worker thread that ends once the page is rendered: the module
 * (React, the components, what better-auth's client keeps in a global) is ~10 MB of heap that
 * the server would otherwise hold for as long as it runs, for a string it needed once.
 * `require`, not `import()`: the module is CommonJS (vite.config.ts says why).
 */
const RENDER_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { renderSignedOutPage } = createRequire(workerData.modulePath)(workerData.modulePath);
parentPort.postMessage(renderSignedOutPage(workerData.signInOptions));
`;

function renderInWorker(modulePath: string, signInOptions: SignInOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_IN_WORKER, {
      eval: true,
      workerData: { modulePath, signInOptions },
    });
    worker.once('message', (html: string) => resolve(html));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The render worker ended (${code})`)));
  });
}

/**
 * The build's stylesheets written into the page, each as a style element with the nonce's
 * placeholder; one that cannot be read stays a link.
 */
function withStylesheetsInline(html: string, webBuildFolder: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*? href="(\/assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, href: string) => {
      try {
        const css = fs.readFileSync(path.join(webBuildFolder, href), 'utf8');
        return `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>`;
      } catch {
        return link;
      }
    },
  );
}

/** Renders the page with the build's module; null when the build has none or it fails. */
export async function renderSignedOutPage(
  indexHtml: string,
  webBuildFolder: string,
  signInOptions: SignInOptions,
  log: FastifyBaseLogger,
): Promise<SignedOutPage | null> {
  const modulePath = pageRenderModule(webBuildFolder);
  if (!fs.existsSync(modulePath)) return null;
  try {
    const page = await renderInWorker(modulePath, signInOptions);
    return {
      html: withScriptsAfterFirstPaint(
        withStylesheetsInline(withRenderedRoot(indexHtml, page), webBuildFolder),
      ),
      styleAttributeSources: styleAttributeSources(page),
    };
  } catch (error) {
    // The boot shell still works: the page is drawn by its scripts, only later.
    log.error({ err: error }, 'Could not render the sign-in page on the server');
    return null;
  }
}

/**
 * Whether the address shows the plain sign-in page: not the first-run set-up page, nor a
 * landing on a sign-in step (a provider's refusal, the authenticator, a reset link), which
 * the scripts draw from the address.
 */
export function showsPlainSignIn(url: string): boolean {
  const [pathname = '/', query = ''] = url.split('?');
  if (pathname === '/setup') return false;
  const params = new URLSearchParams(query);
  return !LANDING_PARAMETERS.some((name) => params.has(name));
}
