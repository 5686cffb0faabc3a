/**
 * Page loads as a volunteer's phone gets them (docs/benchmarks.md): Lighthouse's performance audit,
 * its default mobile profile (a mid-range phone, simulated slow 4G, 4× CPU slowdown), cold cache,
 * on the pages with phone targets (audited-pages.ts). Each audit runs in Chromium with a
 * profile of its own, signed in first where the page needs it (Lighthouse keeps cookies, clears the
 * cache). A measurement for `npm run bench`, not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { AUDITED_PAGES, type AuditedPage } from './audited-pages';

export interface Account {
  email: string;
  password: string;
}

export interface PageAudit {
  name: string;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  /** Bytes transferred by the load, as Lighthouse counted them. */
  transferredBytes: number;
  /**
   * Total blocking time: how long, between the first paint and the page becoming quiet, the main
   * thread was too busy to answer a tap (the lab measure of a page that looks ready and is not).
   */
  totalBlockingTimeMs: number;
  /** Lighthouse's performance score, 0 to 1 (0.9 and over is "good"). */
  performanceScore: number;
}

/** A port nothing listens on, for Chromium's remote debugging (Lighthouse connects to it). */
async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function auditOnce(
  baseUrl: string,
  page: AuditedPage,
  account: Account | null,
  reportFile?: string,
): Promise<PageAudit> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-audit-'));
  const port = await freePort();
  const launch = chromiumLaunchOptions({ fullBrowser: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: launch.executablePath,
    args: [...(launch.args ?? []), `--remote-debugging-port=${port}`],
    serviceWorkers: 'block',
  });
  try {
    if (account) {
      const signedIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        headers: { 'content-type': 'application/json', origin: baseUrl },
        data: account,
      });
      if (!signedIn.ok()) throw new Error(`Sign-in for the audit failed: ${signedIn.status()}`);
    }
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (reportFile && result) fs.writeFileSync(reportFile, JSON.stringify(result.lhr, null, 1));
    const audits = result?.lhr.audits;
    const value = (id: string) => {
      const number = audits?.[id]?.numericValue;
      if (typeof number !== 'number') {
        const why = result?.lhr.runtimeError?.message ?? result?.lhr.runWarnings.join(' ') ?? '';
        throw new Error(`Lighthouse gave no ${id} for ${page.name}. ${why}`.trim());
      }
      return number;
    };
    return {
      name: page.name,
      firstContentfulPaintMs: value('first-contentful-paint'),
      largestContentfulPaintMs: value('largest-contentful-paint'),
      transferredBytes: value('total-byte-weight'),
      totalBlockingTimeMs: value('total-blocking-time'),
      performanceScore: result?.lhr.categories.performance?.score ?? NaN,
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Each page `runs` times, one after the other (audits in parallel would slow each other).
 * `attempts`: how many audits of a page may fail before its runs are given up (a smoke run
 * must not miss its one figure because Lighthouse gave up once).
 */
export async function auditPages(
  baseUrl: string,
  accounts: { admin: Account; volunteer: Account },
  runs: number,
  reportFolder?: string,
  only?: { pages: readonly string[]; attempts: number },
): Promise<PageAudit[]> {
  const results: PageAudit[] = [];
  if (reportFolder) fs.mkdirSync(reportFolder, { recursive: true });
  const pages = only
    ? AUDITED_PAGES.filter((page) => only.pages.includes(page.name))
    : AUDITED_PAGES;
  for (const page of pages) {
    let failures = 0;
    for (let run = 0; run < runs; run += 1) {
      const reportFile = reportFolder
        ? path.join(reportFolder, `${page.name.replaceAll(' ', '-')}-${run + 1}.json`)
        : undefined;
      try {
        results.push(
          await auditOnce(baseUrl, page, page.as ? accounts[page.as] : null, reportFile),
        );
      } catch (error) {
        // One failed audit (Lighthouse gives up now and then) must not cost the others.
        console.error(`Page audit ${run + 1} of ${page.name} failed: ${(error as Error).message}`);
        failures += 1;
        if (only && failures < only.attempts) run -= 1;
      }
    }
  }
  return results;
}
