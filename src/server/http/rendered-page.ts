/**
 * What every page the server renders has in common (decisions 079, 080): where the render goes
 * in index.html, the build's render module, the style attributes' hashes for the policy, and
 * the scripts asked for after the first frame.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import {
  APP_ROOT_REGION,
  SCRIPT_NONCE_PLACEHOLDER,
  SERVER_RENDERED_ATTRIBUTE,
} from '../../shared/page-state';

/** index.html with `page` (a render of the app) in its root element. */
export function withRenderedRoot(indexHtml: string, page: string): string {
  return indexHtml.replace(
    APP_ROOT_REGION,
    () =>
      `<!-- app-root: rendered by the server --><div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page}</div><!-- /app-root -->`,
  );
}

/** Where `vite build --mode server-render` puts the module, beside the web build. */
export function pageRenderModule(webBuildFolder: string): string {
  return path.join(path.dirname(webBuildFolder), 'web-render', 'page-render.cjs');
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
 * The scripts asked for once the page has painted, not beside it: the page works by its
 * scripts only once they have all arrived and run, but it can be read and typed into before.
 * Asked for beside the page, they arrived first on a fast network or from the cache, and the
 * browser ran them (about a second of a slow phone's CPU) before it painted anything. One inline
 * module (with the response's script nonce) asks for the entry and preloads its chunks, in
 * parallel, after the first frame.
 */
export function withScriptsAfterFirstPaint(html: string): string {
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
  // Enter pressed in a form before the scripts have taken the page over cannot submit it (its
  // button waits for them): the form is marked, and the page submits it once they have
  // (typed-before-start.ts). A person who types their password and presses Enter is signed in.
  const keepEnter =
    `addEventListener('keydown', (event) => { const form = event.target.form;` +
    ` if (event.key === 'Enter' && form && !document.documentElement.hasAttribute('data-started'))` +
    ` form.setAttribute('data-submit-requested', ''); }, true);`;
  return rest.replace(
    '</head>',
    `<script type="module" nonce="${SCRIPT_NONCE_PLACEHOLDER}">requestAnimationFrame(() => setTimeout(() => { ${start} })); ${keepEnter}</script></head>`,
  );
}

/** The response's policy with the page's style attribute sources added to style-src. */
export function policyAllowing(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(style-src[^;]*)/, `$1 ${sources.join(' ')}`);
}
