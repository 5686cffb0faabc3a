/**
 * Front-end budgets (issue 32): what crosses the network when a page is loaded with a cold
 * cache, as Chromium transferred it (compressed as the server sent it, headers included), not
 * sizes on disk. Sign-in at most 200 KiB; Manage Clients, signed in, at most 350 KiB with its
 * data. Pages are split (React.lazy): the sign-in page carries none of the dashboard's code.
 * Switching compression off sends the sign-in page's ~860 KiB and fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webBuildFolder } from '../src/server/paths';
import { PASSWORD, useAppInBrowser } from './support/app';

const KIB = 1024;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const journey = useAppInBrowser([{ email: 'super@example.org', group: 'SuperAdmins' }]);

interface Transfer {
  /** Bytes on the wire: the encoded bodies and their headers. */
  total: number;
  /** Per kind: script, css, fetch (GraphQL), document, …, for the log. */
  byKind: Record<string, number>;
  /** Scripts and styles that arrived without compression. */
  uncompressed: string[];
}

/** What the page has transferred so far, from the browser's resource timing. */
function transferred(page: Page): Promise<Transfer> {
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const byKind: Record<string, number> = {};
    const uncompressed: string[] = [];
    let total = 0;
    for (const entry of entries) {
      total += entry.transferSize;
      byKind[entry.initiatorType] = (byKind[entry.initiatorType] ?? 0) + entry.transferSize;
      const asset = /\.(js|css)$/.test(new URL(entry.name).pathname);
      // A compressed body is smaller than the decoded one; small files may go as they are.
      if (asset && entry.encodedBodySize >= entry.decodedBodySize && entry.decodedBodySize > 1024)
        uncompressed.push(new URL(entry.name).pathname);
    }
    return { total, byKind, uncompressed };
  });
}

/** A new browser context: nothing cached, no cookies. */
async function coldPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

function report(name: string, transfer: Transfer) {
  const kinds = Object.entries(transfer.byKind)
    .map(([kind, bytes]) => `${kind} ${(bytes / KIB).toFixed(1)}`)
    .join(', ');
  console.log(`${name}: ${(transfer.total / KIB).toFixed(1)} KiB transferred (${kinds})`);
}

describe('what a cold page load transfers', () => {
  it('the sign-in page: at most 200 KiB, scripts and styles compressed', async () => {
    const { context, page } = await coldPage(journey.browser);
    try {
      await page.goto(`${journey.baseUrl}/`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
      const transfer = await transferred(page);
      report('Sign-in page', transfer);
      expect(transfer.uncompressed).toEqual([]);
      expect(transfer.total).toBeLessThanOrEqual(200 * KIB);
    } finally {
      await context.close();
    }
  });

  it('Manage Clients, signed in: at most 350 KiB with its data', async () => {
    const { context, page } = await coldPage(journey.browser);
    try {
      // Signed in without loading a page, so the page's own load starts cold.
      const signIn = await context.request.post(`${journey.baseUrl}/api/auth/sign-in/email`, {
        headers: { 'content-type': 'application/json', origin: journey.baseUrl },
        data: { email: 'super@example.org', password: PASSWORD },
      });
      expect(signIn.status()).toBe(200);
      await page.goto(`${journey.baseUrl}/admin/clients`);
      await page.getByRole('heading', { name: 'Manage Clients' }).waitFor();
      await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
      const transfer = await transferred(page);
      report('Manage Clients', transfer);
      expect(transfer.uncompressed).toEqual([]);
      expect(transfer.total).toBeLessThanOrEqual(350 * KIB);
    } finally {
      await context.close();
    }
  });
});

describe('before the script runs', () => {
  it('the page already shows the mark and a loading line (decision 053)', async () => {
    // Scripts off: what a slow phone paints while the app's script is still on its way.
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/admin/clients`);
      const shell = page.getByRole('status');
      expect(await shell.isVisible()).toBe(true);
      expect((await shell.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
        'Outreach Dashboard Loading…',
      );
      // Styled by the page's own stylesheet: centred, not the browser's default layout.
      expect(await shell.evaluate((element) => getComputedStyle(element).justifyContent)).toBe(
        'center',
      );
    } finally {
      await context.close();
    }
  });
});

describe('what the build splits off', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webBuildFolder, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;

  /** Files loaded before a module runs: the chunk and its static imports, transitively. */
  function initialFiles(modules: string[]): Set<string> {
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return js;
  }

  it('keeps the dashboard pages out of the first download', () => {
    const js = initialFiles(['index.html']);
    const lazyPages = Object.entries(manifest).filter(
      ([key]) => key.includes('/features/') && key.endsWith('Page.tsx'),
    );
    expect(lazyPages.length).toBeGreaterThan(0);
    for (const [, chunk] of lazyPages) expect(js.has(chunk.file)).toBe(false);
  });

  it('writes a brotli and a gzip copy beside every script and style', () => {
    const assets = fs.readdirSync(path.join(webBuildFolder, 'assets'));
    const scripts = assets.filter((file) => /\.(js|css)$/.test(file));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const size = fs.statSync(path.join(webBuildFolder, 'assets', file)).size;
      // The plugin leaves out a copy that would not be smaller (tiny files).
      if (size < 1024) continue;
      expect(assets, file).toContain(`${file}.br`);
      expect(assets, file).toContain(`${file}.gz`);
    }
  });
});
