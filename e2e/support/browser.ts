/** Debian's Chromium driven by playwright-core (no browser download needed). */
import fs from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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

/** A form field by its label; Mantine appends " *" to required fields' labels. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** The header button of an expandable record card (spec §2.5). */
export function cardHeader(card: Locator) {
  return card.locator('button[aria-expanded]');
}

/** Opens an expandable record card unless it is open already. */
export async function expandCard(card: Locator) {
  const header = cardHeader(card);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}
