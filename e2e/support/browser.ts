/** Debian's Chromium driven by playwright-core (no browser download needed). */
import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Locator,
  type Page,
} from 'playwright-core';

/**
 * Tests use Debian's headless shell when it is installed (.ci/run installs it): the same engine
 * without the browser's own interface, which the new headless mode of `chromium` still draws off
 * screen; two test files took 44 s instead of 61 (decision 092). Lighthouse audits use the full
 * browser, whose paint timings are what a phone's Chrome reports.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_BROWSER =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);

/**
 * Set by the e2e global setup: the address of the one Chromium it starts for the whole run.
 * Starting Chromium for every file cost 0.5-1 s (launch and close) for nothing: each page
 * opens in a browser context of its own, which shares no cookies, storage or cache.
 */
export const SHARED_BROWSER_VARIABLE = 'OUTREACH_E2E_BROWSER';

export function chromiumLaunchOptions({ fullBrowser = false } = {}): LaunchOptions {
  const executablePath = fullBrowser ? FULL_BROWSER : TEST_BROWSER;
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install it with: apt-get install -y chromium`,
    );
  }
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * Chromium for a test file (or the benchmarks): a connection to the run's shared browser when
 * there is one, else a browser of its own. Either way `close()` ends what the caller opened.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_VARIABLE];
  if (shared) {
    try {
      return withoutServiceWorkers(await chromium.connect(shared, { timeout: 10_000 }));
    } catch {
      // The shared browser is gone (it crashed?): this file still runs, in a browser of its own.
    }
  }
  return withoutServiceWorkers(await chromium.launch(chromiumLaunchOptions()));
}

/**
 * Contexts block the app's service worker unless a test asks for it (`serviceWorkers:
 * 'allow'`, e2e/installable-app.test.ts): requests a service worker answers bypass
 * `page.route`, which the failure journeys use, and every journey's pages should load as a
 * first visit does.
 */
function withoutServiceWorkers(browser: Browser): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = (options) => open({ serviceWorkers: 'block', ...options });
  return browser;
}

/** Problems the page reported: uncaught errors and content-security-policy violations. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

/** A page at a laptop's size, with the problems it reports (see watchPageProblems). */
export interface LaptopPage {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/**
 * A new page, in a context of its own, at 1280×900. The context bypasses the page's
 * content-security policy, which would refuse the axe script the accessibility check injects.
 */
export async function openLaptopPage(browser: Browser): Promise<LaptopPage> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  return { context, page, problems: watchPageProblems(page) };
}

/** A form field by its label; Mantine appends " *" to required fields' labels. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** The header button of an expandable record card (product.md §2.5). */
export function cardHeader(card: Locator) {
  return card.locator('button[aria-expanded]');
}

/** Opens an expandable record card unless it is open already. */
export async function expandCard(card: Locator) {
  const header = cardHeader(card);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

/**
 * Closes the notifications on screen, as their Dismiss buttons do. They show for four seconds
 * at the top right, over the header's buttons, and a click on a covered button waits until
 * nothing covers it: up to four seconds for nothing. Pressed from inside the page, so that a
 * notification closing by itself meanwhile is no failure (a mouse click would wait for it).
 */
export async function dismissNotifications(page: Page) {
  await page.evaluate(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      '[role="alert"] button[aria-label="Dismiss"]',
    );
    for (const button of buttons) button.click();
  });
}

/** The page a scope belongs to (a scope is a page or a locator in it). */
function pageOf(scope: Page | Locator): Page {
  return 'mainFrame' in scope ? scope : scope.page();
}

/** A Mantine Select's input by its label (its option list carries the same label). */
export function select(scope: Page | Locator, label: string) {
  return field(scope, label).and(scope.locator('input'));
}

/** Opens a Mantine Select and picks the option with exactly this name. */
export async function choose(scope: Page | Locator, label: string, option: string) {
  // The option list opens outside the scope (Mantine renders it in a portal).
  const choice = pageOf(scope).getByRole('option', { name: option, exact: true });
  await select(scope, label).click();
  // A click landing while the page re-renders around the field (a panel unfolding, a live
  // update) can leave the list closed; a person would tap again, and so does this.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await choice.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      if (!(await choice.isVisible())) await select(scope, label).click();
    }
  }
}

/**
 * Waits until the page's scripts have taken it over: App marks <html data-started> (decision
 * 082). A page the server rendered is on screen before then, drawn as the server assumed: a
 * laptop's layout for a laptop's browser, even in a window the size of a phone's.
 */
export async function pageStarted(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/** How many pixels the page is wider than the window: 0 when nothing needs sideways scrolling. */
export async function horizontalOverflow(page: Page): Promise<number> {
  await pageStarted(page);
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The top bar's controls and title that overlap one another ('Super Admin / My account'): on a
 * phone the bar can fit without scrolling and still draw one over the other.
 */
export function headerOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll('header :is(a, button, span.mantine-Text-root)')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const overlaps: string[] = [];
    for (const [index, a] of items.entries()) {
      for (const b of items.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) {
          const name = (element: Element) =>
            element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          overlaps.push(`"${name(a.element)}" over "${name(b.element)}"`);
        }
      }
    }
    return overlaps;
  });
}

/**
 * Opens `url` and waits until the page's scripts have taken it over. A page the server rendered
 * (decision 080) shows its content before that; its scripts ask for its data again as it mounts,
 * so the first GraphQL answer says they run. Before then a link is a plain link, which loads
 * the next page from the server.
 */
export async function openStarted(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Asked by this document: resource timings are the document's own, where a response event
  // may be one the page before it was still waiting for. Polled from here, not in the page,
  // whose timers a journey may have replaced (page.clock).
  const asked = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some(
          (entry) =>
            new URL(entry.name).pathname === '/graphql' &&
            (entry as PerformanceResourceTiming).responseEnd > 0,
        ),
    );
  const deadline = Date.now() + 30_000;
  while (!(await asked())) {
    if (Date.now() > deadline) throw new Error(`${url}: the page's scripts asked nothing in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
