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
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import {
  LANDING_PARAMETERS,
  NONCE_PLACEHOLDER,
  SCRIPT_NONCE_PLACEHOLDER,
  SERVER_RENDERED_ATTRIBUTE,
  type SignInOptions,
} from '../../shared/page-state';

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

/** The root element in index.html, between the markers that say where the page goes. */
const ROOT_REGION = /<!-- app-root:[^>]*-->[\s\S]*?<!-- \/app-root -->/;

/** Where `vite build --mode server-render` puts the module, beside the web build. */
export function signedOutRenderModule(webBuildFolder: string): string {
  return path.join(path.dirname(webBuildFolder), 'web-render', 'signed-out-page.cjs');
}

function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** 'unsafe-hashes' and the hash of each distinct style attribute value in `html`. */
export function styleAttributeSources(html: string): string[] {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1] ?? ''));
  if (values.size === 0) return [];
  const hashes = [...values].map(
    (value) =>
      `'sha256-${crypto.createHash('sha256').update(decodeAttribute(value)).digest('base64')}'`,
  );
  return ["'unsafe-hashes'", ...hashes];
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

/**
 * The scripts asked for once the page has painted, not beside it: the page works by its
 * scripts only once they have all arrived and run, but it can be read and typed into before.
 * Asked for beside the page, they arrived first on a fast network or from the cache, and the
 * browser ran them (about a second of a slow phone's CPU) before it painted anything. One inline
 * module (with the response's script nonce) asks for the entry and preloads its chunks, in
 * parallel, after the first frame.
 */
function withScriptsAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  let entry: string | null = null;
  const rest = html
    .replace(
      /<link rel="modulepreload"[^>]*? href="(\/assets\/[\w.-]+\.js)">/g,
      (_, href: string) => {
        preloads.push(href);
        return '';
      },
    )
    .replace(
      /<script type="module"[^>]*? src="(\/assets\/[\w.-]+\.js)"><\/script>/,
      (_, src: string) => {
        entry = src;
        return '';
      },
    );
  if (!entry) return html;
  const start =
    `for (const href of ${JSON.stringify(preloads)}) {` +
    `const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href;` +
    `document.head.append(link); }` +
    `import(${JSON.stringify(entry)});`;
  return rest.replace(
    '</head>',
    `<script type="module" nonce="${SCRIPT_NONCE_PLACEHOLDER}">requestAnimationFrame(() => setTimeout(() => { ${start} }));</script></head>`,
  );
}

/** Renders the page with the build's module; null when the build has none or it fails. */
export async function renderSignedOutPage(
  indexHtml: string,
  webBuildFolder: string,
  signInOptions: SignInOptions,
  log: FastifyBaseLogger,
): Promise<SignedOutPage | null> {
  const modulePath = signedOutRenderModule(webBuildFolder);
  if (!fs.existsSync(modulePath)) return null;
  try {
    const page = await renderInWorker(modulePath, signInOptions);
    const root = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page}</div>`;
    return {
      html: withScriptsAfterFirstPaint(
        withStylesheetsInline(
          indexHtml.replace(ROOT_REGION, () => root),
          webBuildFolder,
        ),
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

/** The response's policy with the page's style attribute sources added to style-src. */
export function policyAllowing(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(style-src[^;]*)/, `$1 ${sources.join(' ')}`);
}
