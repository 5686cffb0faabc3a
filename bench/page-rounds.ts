/**
 * The rounds of `npm run bench` in a browser (bench/run.ts): sign-in and page timings, Retry
 * after a failed load, what each list page asks of the API, and page loads on a simulated phone
 * (Lighthouse). Each runs as a scenario of its own (support/run-log.ts).
 */
import { SMOKE_AUDITED_PAGE } from './support/audited-pages';
import { measureBrowserTimings } from './support/browser-timing';
import type { BenchDatabase } from './support/databases';
import { measureListPageData } from './support/list-page-data';
import type { BenchSettings } from './support/options';
import { auditPages } from './support/page-audit';
import { startServer } from './support/processes';
import { measureRetryTimings } from './support/retry-timing';
import { log, scenario } from './support/run-log';
import type { Recorder } from './report';

export async function browserRound(
  options: BenchSettings,
  database: BenchDatabase,
  recorder: Recorder,
) {
  const server = await startServer('product', database.storage);
  try {
    await scenario(`${database.label}: browser timings`, async () => {
      const timings = await measureBrowserTimings(
        server.baseUrl,
        database.admin,
        options.browserRepeats,
      );
      for (const timing of timings) {
        recorder.add('browser.signInPage', timing.signInPageMs);
        recorder.add('browser.signInToOverview', timing.signInToOverviewMs);
        recorder.add('browser.openClients', timing.openClientsMs);
      }
    });
    await scenario(`${database.label}: Retry after a failed load`, async () => {
      const timings = await measureRetryTimings(
        server.baseUrl,
        database.admin,
        options.browserRepeats,
      );
      for (const timing of timings) {
        recorder.add(`retry.${timing.page}.failed`, timing.failedMs);
        recorder.add(`retry.${timing.page}.refused`, timing.refusedMs);
      }
    });
  } finally {
    await server.stop();
  }
}

export async function phoneRound(
  options: BenchSettings,
  database: BenchDatabase,
  recorder: Recorder,
) {
  const audited = await startServer('product', database.storage);
  const accounts = { admin: database.admin, volunteer: database.volunteer };
  try {
    log(`${database.label}: what each list page asks of the API`);
    await scenario(`${database.label}: list page data`, async () => {
      const visits = await measureListPageData(audited.baseUrl, accounts, {
        firstPageEach: options.smoke,
      });
      for (const visit of visits) {
        recorder.add(`data.${visit.name}.requests`, visit.requests.length);
        recorder.add(`data.${visit.name}.kib`, visit.answerBytes / 1024);
      }
    });
    log(`${database.label}: page loads on a simulated phone (Lighthouse)`);
    await scenario(`${database.label}: page audits`, async () => {
      const reports = options.lighthouseReports;
      const smokePages = { pages: [SMOKE_AUDITED_PAGE], attempts: 3 };
      for (const audit of await auditPages(
        audited.baseUrl,
        accounts,
        options.auditRuns,
        reports,
        options.smoke ? smokePages : undefined,
      )) {
        recorder.add(`phone.${audit.name}.fcp`, audit.firstContentfulPaintMs);
        recorder.add(`phone.${audit.name}.lcp`, audit.largestContentfulPaintMs);
        recorder.add(`phone.${audit.name}.bytes`, audit.transferredBytes / 1024);
        recorder.add(`phone.${audit.name}.tbt`, audit.totalBlockingTimeMs);
        recorder.add(`phone.${audit.name}.score`, audit.performanceScore);
      }
    });
  } finally {
    await audited.stop();
  }
}
