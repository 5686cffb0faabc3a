/**
 * A small stand-in for `dist/web` (what `vite build` writes), for server tests of how pages and
 * assets are served: index.html with the placeholders the server fills in, the build's
 * manifest for preloads, and one script with its brotli and gzip copies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The script at /assets/app-1234.js: long and repetitive, so compression clearly pays. */
export const FIXTURE_SCRIPT = `console.log(${JSON.stringify('outreach '.repeat(200))});`;

/** The stylesheet at /assets/app-1234.css, which index.html links. */
export const FIXTURE_STYLESHEET = 'body{color:#0b6e4f}';

/** The boot shell's root element, between the markers where a rendered page goes. */
export const FIXTURE_ROOT = '<!-- app-root: here --><div id="root">app</div><!-- /app-root -->';

/**
 * Writes the stand-in build into a new temporary folder and returns the web build's path, with
 * beside it, when given, a module rendering the signed-out page (as dist/web-render; decision
 * 079). Remove the folder holding both with `removeWebBuildFixture`.
 */
export function writeWebBuildFixture(signedOutRenderModule?: string): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-web-'));
  const folder = path.join(parent, 'web');
  fs.mkdirSync(folder);
  if (signedOutRenderModule) {
    fs.mkdirSync(path.join(parent, 'web-render'));
    fs.writeFileSync(path.join(parent, 'web-render', 'page-render.cjs'), signedOutRenderModule);
  }
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    '<html><head><meta name="csp-nonce" content="__CSP_NONCE__">' +
      '<meta name="programme-time-zone" content="__PROGRAMME_TIME_ZONE__">' +
      '<link rel="stylesheet" crossorigin href="/assets/app-1234.css">' +
      `</head><body>${FIXTURE_ROOT}</body></html>`,
  );
  fs.mkdirSync(path.join(folder, 'assets'));
  // The build's manifest (build.manifest): a signed-in page's chunks are preloaded from it.
  fs.mkdirSync(path.join(folder, '.vite'));
  fs.writeFileSync(
    path.join(folder, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/web/app/layouts/DashboardShell.tsx': { file: 'assets/DashboardShell-1.js' },
      'src/web/features/client/components/ClientsPage.tsx': { file: 'assets/ClientsPage-1.js' },
    }),
  );
  fs.writeFileSync(path.join(folder, 'assets', 'app-1234.css'), FIXTURE_STYLESHEET);
  const script = path.join(folder, 'assets', 'app-1234.js');
  fs.writeFileSync(script, FIXTURE_SCRIPT);
  // As the build writes them beside each asset (vite.config.ts).
  fs.writeFileSync(`${script}.br`, brotliCompressSync(FIXTURE_SCRIPT));
  fs.writeFileSync(`${script}.gz`, gzipSync(FIXTURE_SCRIPT));
  return folder;
}

export function removeWebBuildFixture(folder: string): void {
  fs.rmSync(path.dirname(folder), { recursive: true, force: true });
}
