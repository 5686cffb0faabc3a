/**
 * Front-end budgets (docs/benchmarks.md): what crosses the network when a page is loaded with a
 * cold cache, as Chromium transferred it (compressed as the server sent it, headers included), not
 * sizes on disk. Sign-in at most 200 KiB; Manage Clients, signed in, at most 350 KiB with its data.
 * Pages are split (React.lazy): the sign-in page carries none of the dashboard's code, nor the
 * styles of components only signed-in pages show (decision 054). Switching compression off sends
 * the sign-in page's ~860 KiB and fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot, webBuildFolder } from '../src/server/paths';
import { PASSWORD, useAppInBrowser } from './support/app';
import { openStarted } from './support/browser';

const KIB = 1024;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
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

/** Signs the context in through the API: its next page load is the first. */
async function signInWithoutAPage(context: BrowserContext) {
  const signIn = await context.request.post(`${journey.baseUrl}/api/auth/sign-in/email`, {
    headers: { 'content-type': 'application/json', origin: journey.baseUrl },
    data: { email: 'super@example.org', password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
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
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
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
      await signInWithoutAPage(context);
      // Until its scripts have taken over the page the server drew, and asked for its data.
      await openStarted(page, `${journey.baseUrl}/admin/clients`);
      await page.getByRole('heading', { name: 'Manage Clients' }).waitFor();
      await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
      const transfer = await transferred(page);
      report('Manage Clients', transfer);
      expect(transfer.uncompressed).toEqual([]);
      expect(transfer.total).toBeLessThanOrEqual(350 * KIB);
      // The frame's and the page's chunks were asked for beside the entry script, not after
      // it had run (module preload, decision 056): each starts before the entry has arrived.
      const timing = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          ({ name, startTime, responseEnd }) => ({
            file: new URL(name).pathname,
            startTime,
            responseEnd,
          }),
        ),
      );
      const entry = timing.find(({ file }) => /^\/assets\/index-[\w-]+\.js$/.test(file));
      for (const chunk of ['DashboardShell', 'ClientsPage']) {
        const found = timing.find(
          ({ file }) => file.startsWith(`/assets/${chunk}-`) && file.endsWith('.js'),
        );
        expect(found, chunk).toBeDefined();
        expect(found!.startTime, chunk).toBeLessThan(entry!.responseEnd);
      }
    } finally {
      await context.close();
    }
  });
});

describe('before the script runs', () => {
  it('a signed-in page the server rendered paints with its stylesheets, then asks for its scripts (decision 080)', async () => {
    const { context } = await coldPage(journey.browser);
    try {
      await signInWithoutAPage(context);
      const html = await (await context.request.get(`${journey.baseUrl}/admin/clients`)).text();
      expect(html).toContain('data-server-rendered');
      // Its stylesheets, the entry's and the page's, at once and at full priority: the page
      // needs them to paint. No script is named for the browser to fetch before that.
      const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      expect(stylesheets.length).toBeGreaterThan(1);
      for (const tag of stylesheets) expect(tag).not.toContain('fetchpriority');
      expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);
      // One inline module, after the first frame, asks for the entry and the page's chunks.
      const inline = html.match(/<script type="module" nonce="[0-9a-f]+">[^<]*<\/script>/g) ?? [];
      expect(inline).toHaveLength(1);
      expect(inline[0]).toMatch(/^[^>]*>requestAnimationFrame\(\(\) => setTimeout\(/);
      expect(inline[0]).toMatch(/"\/assets\/ClientsPage-[\w-]+\.js"/);
      expect(inline[0]).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
    } finally {
      await context.close();
    }
  });

  it('a page the server does not render asks for its stylesheet first and its scripts at low priority (decision 057)', async () => {
    const { context } = await coldPage(journey.browser);
    try {
      await signInWithoutAPage(context);
      // An address with a query is drawn by the browser (decision 080).
      const url = `${journey.baseUrl}/admin/clients?search=Karim`;
      const html = await (await context.request.get(url)).text();
      expect(html).not.toContain('data-server-rendered');
      const scripts =
        html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
      const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
      expect(stylesheet).toBeDefined();
      expect(stylesheet).not.toContain('fetchpriority');
    } finally {
      await context.close();
    }
  });

  it('the sign-in page names no file to fetch before it paints (decision 079)', async () => {
    const html = await (await fetch(`${journey.baseUrl}/`)).text();
    // Its styles are in it; its scripts are asked for by one inline module after the first
    // frame, which names the entry and its chunks.
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script[^>]* src=/);
    const inline = html.match(/<script type="module" nonce="[0-9a-f]+">[^<]*<\/script>/g) ?? [];
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatch(/^[^>]*>requestAnimationFrame\(\(\) => setTimeout\(/);
    expect(inline[0]).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
    expect(html).toMatch(/<style nonce="[0-9a-f]+">(?:(?!<\/style>)[\s\S])*\.boot-shell/);
  });

  it('a page the server does not render already shows the mark and a loading line (decision 053)', async () => {
    // Scripts off: what a slow phone paints while the app's script is still on its way. (The
    // pages the server renders: e2e/signed-out-render.test.ts, e2e/signed-in-render.test.ts.)
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    try {
      await signInWithoutAPage(context);
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/admin/clients?search=Karim`);
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

  it('loads a list page without its form, its details panel or the import screens (decision 059)', () => {
    const files = (module: string) => manifest[module]?.file;
    for (const [page, leftOut] of [
      [
        'src/web/features/client/components/ClientsPage.tsx',
        [
          'src/web/features/client/components/ClientForm.tsx',
          'src/web/features/client/components/ClientDetailsPanel.tsx',
          'src/web/components/import/ImportDialog.tsx',
        ],
      ],
      [
        'src/web/features/schedule/components/SchedulesPage.tsx',
        ['src/web/features/schedule/components/ScheduleForm.tsx'],
      ],
    ] as const) {
      const js = initialFiles([page]);
      for (const module of leftOut) {
        // A chunk of its own, loaded when first opened, and not one the page loads at once.
        expect(files(module), module).toBeDefined();
        expect(js.has(files(module)!), `${page} loads ${module}`).toBe(false);
      }
    }
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

describe("Mantine's styles, loaded with the pages that use them (decision 054)", () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webBuildFolder, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const built = (file: string) => fs.readFileSync(path.join(webBuildFolder, file), 'utf8');

  /** Mantine's class and keyframe names: `m_` and eight hex digits, in scripts and styles. */
  const USED_NAME = /\bm_[0-9a-f]{8}\b/g;
  const DEFINED_NAME = /(?:\.|@keyframes\s+)(m_[0-9a-f]{8})\b/g;
  const namesDefinedIn = (css: string) => [...css.matchAll(DEFINED_NAME)].map((match) => match[1]!);

  /** A chunk and what it imports statically, transitively: what runs when it runs. */
  function withImports(key: string): string[] {
    const keys = new Set<string>();
    const visit = (next: string) => {
      if (keys.has(next) || !manifest[next]) return;
      keys.add(next);
      manifest[next].imports?.forEach(visit);
    };
    visit(key);
    return [...keys];
  }
  const namesUsed = (keys: string[]) =>
    new Set(keys.flatMap((key) => built(manifest[key]!.file).match(USED_NAME) ?? []));
  const stylesheets = (keys: string[]) => [
    ...new Set(keys.flatMap((key) => manifest[key]!.css ?? [])),
  ];
  const namesDefined = (files: string[]) =>
    new Set(files.flatMap((file) => namesDefinedIn(built(file))));

  // Each of @mantine/core's per-component files (Button.css; not baseline.css, nor the
  // .layer.css twins) by the names it defines, to name the file a page misses or never uses.
  const stylesFolder = path.join(projectRoot, 'node_modules', '@mantine', 'core', 'styles');
  const componentFiles = fs
    .readdirSync(stylesFolder)
    .filter((file) => /^[A-Z]\w*\.css$/.test(file));
  const fileDefining = new Map<string, string>();
  for (const file of componentFiles) {
    for (const name of namesDefinedIn(fs.readFileSync(path.join(stylesFolder, file), 'utf8')))
      fileDefining.set(name, file);
  }
  /** The component files of these names (other Mantine packages' names as they are). */
  const filesOf = (names: Iterable<string>) =>
    [...new Set([...names].map((name) => fileDefining.get(name) ?? name))].sort();

  const signedOut = withImports('index.html');
  const shellKey = Object.keys(manifest).find((key) => key.endsWith('/DashboardShell.tsx'))!;
  const ADD = 'add to src/web/app/styles/signed-out-styles.ts or dashboard-styles.ts';

  /** What these scripts can show that these stylesheets leave unstyled, by component file. */
  function unstyled(keys: string[], styles: string[]): string[] {
    const defined = namesDefined(styles);
    return filesOf([...namesUsed(keys)].filter((name) => !defined.has(name)));
  }

  it("styles what the sign-in page's scripts can show in the page's own stylesheet", () => {
    expect(unstyled(signedOut, stylesheets(signedOut)), ADD).toEqual([]);
  });

  it('styles every lazily loaded page before its script runs', () => {
    const missing: Record<string, string[]> = {};
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry) continue;
      // Signed in, a page opens inside the signed-in frame, whose styles are there already;
      // the signed-out ones (src/web/auth) and the frame itself have the entry's.
      const insideFrame = key !== shellKey && !key.startsWith('src/web/auth/');
      const styles = [
        ...stylesheets(signedOut),
        ...(insideFrame ? stylesheets(withImports(shellKey)) : []),
        ...stylesheets(withImports(key)),
      ];
      const files = unstyled(withImports(key), styles);
      if (files.length > 0) missing[key] = files;
    }
    expect(missing, ADD).toEqual({});
  });

  it('loads no component styles that nothing shows, and none twice', () => {
    const onSignIn = filesOf(namesDefined(stylesheets(signedOut)));
    const usedSignedOut = new Set(filesOf(namesUsed(signedOut)));
    expect(
      onSignIn.filter((file) => !usedSignedOut.has(file)),
      'not used by the signed-out pages: move to dashboard-styles.ts or remove',
    ).toEqual([]);
    const withFrame = filesOf(namesDefined(manifest[shellKey]!.css ?? []));
    const usedAnywhere = new Set(filesOf(namesUsed(Object.keys(manifest))));
    expect(
      withFrame.filter((file) => !usedAnywhere.has(file)),
      'used by no page: remove from dashboard-styles.ts',
    ).toEqual([]);
    expect(withFrame.filter((file) => onSignIn.includes(file))).toEqual([]);
  });

  it("lists the files in the order of Mantine's whole stylesheet (a component after those it is built on)", () => {
    const whole = fs.readFileSync(path.join(stylesFolder, '..', 'styles.css'), 'utf8');
    for (const list of ['signed-out-styles.ts', 'dashboard-styles.ts']) {
      const source = fs.readFileSync(
        path.join(projectRoot, 'src', 'web', 'app', 'styles', list),
        'utf8',
      );
      const files = [...source.matchAll(/^import '@mantine\/core\/styles\/(.+\.css)';$/gm)].map(
        (match) => match[1]!,
      );
      expect(files.length, list).toBeGreaterThan(0);
      const positions = files.map((file) =>
        whole.indexOf(fs.readFileSync(path.join(stylesFolder, file), 'utf8').trim()),
      );
      expect(positions, list).not.toContain(-1);
      expect(positions, list).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
