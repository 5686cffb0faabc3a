/**
 * `npm run bench`'s command line, read into the run's settings. `--smoke` is the run CI makes
 * (decision 084): the embedded database only, one short round of every scenario, small data;
 * it must finish and print every figure, and judges no target.
 */
import { parseArgs } from 'node:util';

export interface BenchSettings {
  rounds: number;
  /** Seconds of each measured load. */
  seconds: number;
  /** seed:demo --scale. */
  scale: number;
  /** Lighthouse audits per page. */
  auditRuns: number;
  /** Browser measures (page timings, Retry after a failed load): repeats of each. */
  browserRepeats: number;
  /** Requests timed one at a time: the overview's figures, and each report. */
  dashboardRequests: number;
  reportRequests: number;
  /** The heavy-request drill (bench/heavy-requests.ts): rounds, and seconds of each phase. */
  heavyRounds: number;
  heavySeconds: number;
  /** Known/unknown e-mail pairs timed per route of sign-in (bench/support/sign-in-timing.ts). */
  signInPairs: number;
  /** The fair-share drill (bench/fair-share.ts): rounds, and seconds each is timed. */
  fairShareRounds: number;
  fairShareSeconds: number;
  /** Only the fair-share drill. */
  fairShareOnly: boolean;
  smoke: boolean;
  browser: boolean;
  pagesOnly: boolean;
  soak: boolean;
  json?: string;
  profile?: string;
  lighthouseReports?: string;
}

/** What a smoke run measures: enough to run every scenario once, in a few minutes. */
const SMOKE = {
  rounds: 1,
  seconds: 1,
  scale: 1,
  auditRuns: 1,
  browserRepeats: 1,
  dashboardRequests: 20,
  reportRequests: 3,
  heavyRounds: 1,
  heavySeconds: 2,
  signInPairs: 4,
  fairShareRounds: 1,
  fairShareSeconds: 3,
};

const NUMBERS = [
  ['rounds', 'rounds', 1, 50],
  ['seconds', 'seconds', 1, 600],
  ['scale', 'scale', 1, 100],
  ['audit-runs', 'auditRuns', 1, 9],
] as const;

/** The settings, or the first problem with the command line, in words for the person typing it. */
export function parseBenchOptions(args: string[]): BenchSettings | { error: string } {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        rounds: { type: 'string' },
        seconds: { type: 'string' },
        scale: { type: 'string' },
        json: { type: 'string' },
        browser: { type: 'boolean', default: true },
        /** Write a CPU profile of each product process into this folder (Chrome DevTools). */
        profile: { type: 'string' },
        /** The load drill instead (bench/soak.ts): 50 users, reads and writes, 5 minutes. */
        soak: { type: 'boolean', default: false },
        /** Only the page loads on a simulated phone (Lighthouse), not the server's rounds. */
        'pages-only': { type: 'boolean', default: false },
        /** Audits per page; the targets are judged on medians of 3 (docs/benchmarks.md). */
        'audit-runs': { type: 'string' },
        /** Keep each page audit's full Lighthouse report (JSON) in this folder, to see why. */
        'lighthouse-reports': { type: 'string' },
        /** One short round of every scenario on the embedded database; no target judged. */
        smoke: { type: 'boolean', default: false },
        /** Only the fair-share drill (bench/fair-share.ts). */
        'fair-share-only': { type: 'boolean', default: false },
      },
      allowNegative: true,
    }).values;
  } catch (error) {
    return { error: (error as Error).message };
  }
  const smoke = values.smoke;
  if (smoke) {
    // Every figure, printed: a smoke run that leaves a scenario out guards nothing.
    for (const [flag, set] of [
      ['--soak', values.soak],
      ['--pages-only', values['pages-only']],
      ['--fair-share-only', values['fair-share-only']],
      ['--no-browser', !values.browser],
      ['--rounds', values.rounds !== undefined],
      ['--seconds', values.seconds !== undefined],
      ['--scale', values.scale !== undefined],
      ['--audit-runs', values['audit-runs'] !== undefined],
    ] as const) {
      if (set) return { error: `--smoke runs every scenario once, its own way: drop ${flag}` };
    }
  }
  const settings: BenchSettings = {
    ...(smoke
      ? SMOKE
      : {
          rounds: 5,
          seconds: 2,
          scale: 25,
          auditRuns: 3,
          browserRepeats: 3,
          dashboardRequests: 200,
          reportRequests: 20,
          heavyRounds: 3,
          heavySeconds: 10,
          signInPairs: 20,
          fairShareRounds: 3,
          fairShareSeconds: 20,
        }),
    smoke,
    browser: values.browser,
    pagesOnly: values['pages-only'],
    fairShareOnly: values['fair-share-only'],
    soak: values.soak,
    json: values.json,
    profile: values.profile,
    lighthouseReports: values['lighthouse-reports'],
  };
  for (const [flag, key, min, max] of NUMBERS) {
    const given = values[flag];
    if (given === undefined) continue;
    const value = Number(given);
    if (!Number.isInteger(value) || value < min || value > max) {
      return { error: `--${flag} must be a whole number from ${min} to ${max}` };
    }
    settings[key] = value;
  }
  return settings;
}
