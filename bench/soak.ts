/**
 * The load drill (decision 019): many users at once, mixing
 * reads and writes, against a seeded database, for minutes. It passes with no failed request
 * and resident memory after the run within a bound of what it was once warmed up.
 * `npm run bench -- --soak` runs the full form (50 users, 5 minutes, PGlite and, with
 * BENCH_DATABASE_URL, PostgreSQL); e2e/load.test.ts runs a short form in CI.
 */
import {
  graphqlBody,
  concurrentLoad,
  jsonHeaders,
  postGraphql,
  signIn,
  type WriteScript,
} from './support/load';
import { startServer, type Storage } from './support/processes';
import {
  DASHBOARD_STATS,
  PRODUCT_CLIENT_PAGE,
  createProgramScript,
  updateClientScript,
} from './scenarios';
import type { BenchDatabase } from './support/databases';

export interface SoakOptions {
  users: number;
  /** Unmeasured: the server compiles its hot paths and fills its caches and pools. */
  warmUpSeconds: number;
  seconds: number;
}

export interface SoakResult {
  label: string;
  users: number;
  seconds: number;
  requests: number;
  errors: number;
  /** Of which during the warm-up. */
  warmUpErrors: number;
  p50Ms: number;
  p99Ms: number;
  /** Resident memory (median of the first and of the last tenth of the measured run), MiB. */
  memoryStartMiB: number;
  memoryEndMiB: number;
  growthPercent: number;
}

/** The most memory may grow from after warm-up to the end of the run (issue item 5). */
const MAX_GROWTH_PERCENT = 10;

export const SOAK_TARGETS = graphqlBody(`{
  listClients(limit: 400) { items { id version } }
  listFacilities(limit: 1) { items { id } }
  listVolunteers(limit: 1) { items { id } }
}`);

/** What each user sends, in turn: six reads for every four writes, as a busy office might. */
const MIX = [
  'list',
  'update',
  'dashboard',
  'list',
  'create',
  'list',
  'update',
  'dashboard',
  'list',
  'create',
] as const;

function mixedScript(
  clients: { id: string; version: number }[],
  targets: { facilityId: string; volunteerId: string },
): WriteScript {
  const update = updateClientScript(clients);
  const create = createProgramScript({ clients, ...targets });
  let turn = 0;
  return {
    nextBody: (connection) => {
      const kind = MIX[turn++ % MIX.length]!;
      connection.kind = kind;
      if (kind === 'list') return PRODUCT_CLIENT_PAGE;
      if (kind === 'dashboard') return DASHBOARD_STATS;
      return (kind === 'update' ? update : create).nextBody(connection);
    },
    onAnswer: (connection, body) => {
      if (connection.kind === 'update') update.onAnswer!(connection, body);
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
}

/** Runs the drill against the server bundle on `database` (seeded, with an admin account). */
export async function soak(
  database: Pick<BenchDatabase, 'label' | 'admin'> & { storage: Storage },
  options: SoakOptions,
): Promise<SoakResult> {
  const server = await startServer('product', database.storage);
  try {
    const cookie = await signIn(server.baseUrl, database.admin.email, database.admin.password);
    const headers = jsonHeaders(server.baseUrl, cookie);
    const answer = JSON.parse(await postGraphql(server.baseUrl, headers, SOAK_TARGETS)) as {
      data: Record<string, { items: { id: string; version: number }[] }>;
    };
    const all = answer.data.listClients!.items;
    const targets = {
      facilityId: answer.data.listFacilities!.items[0]!.id,
      volunteerId: answer.data.listVolunteers!.items[0]!.id,
    };
    // One load: the warm-up runs on the same connections as the measured part, as users who
    // stay signed in would (opening 50 connections at once is not what is measured).
    if (all.length < options.users * 4)
      throw new Error(`Seed at least ${options.users * 4} clients`);
    const samples: { at: number; rss: number }[] = [];
    const measuredFrom = performance.now() + options.warmUpSeconds * 1000;
    const timer = setInterval(
      () => samples.push({ at: performance.now() - measuredFrom, rss: server.rssMiB() }),
      250,
    );
    let result;
    try {
      result = await concurrentLoad({
        baseUrl: server.baseUrl,
        headers,
        connections: options.users,
        warmUpSeconds: options.warmUpSeconds,
        seconds: options.seconds,
        body: async () => mixedScript(all, targets),
      });
    } finally {
      clearInterval(timer);
    }
    const measured = samples.filter((sample) => sample.at >= 0);
    const tenth = Math.max(1000, (options.seconds * 1000) / 10);
    const end = measured.at(-1)?.at ?? 0;
    const memoryStartMiB = median(measured.filter((s) => s.at <= tenth).map((s) => s.rss));
    const memoryEndMiB = median(measured.filter((s) => s.at >= end - tenth).map((s) => s.rss));
    return {
      label: database.label,
      users: options.users,
      seconds: options.seconds,
      requests: Math.round(result.requestsPerSecond * options.seconds),
      errors: result.errors,
      warmUpErrors: result.warmUpErrors,
      p50Ms: Math.round(result.p50Ms),
      p99Ms: Math.round(result.p99Ms),
      memoryStartMiB,
      memoryEndMiB,
      growthPercent: ((memoryEndMiB - memoryStartMiB) / memoryStartMiB) * 100,
    };
  } finally {
    await server.stop();
  }
}

export function describeSoak(result: SoakResult): string {
  return (
    `${result.label}: ${result.users} users for ${result.seconds} s, ${result.requests} requests, ` +
    `${result.errors} errors (${result.warmUpErrors} in the warm-up), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, memory ` +
    `${result.memoryStartMiB.toFixed(0)} → ${result.memoryEndMiB.toFixed(0)} MiB ` +
    `(${result.growthPercent >= 0 ? '+' : ''}${result.growthPercent.toFixed(1)} %)`
  );
}

/** `npm run bench -- --soak`: the full form on each database; non-zero exit when it fails. */
export async function runSoak(
  databases: (() => Promise<BenchDatabase>)[],
  options: SoakOptions,
  log: (message: string) => void,
): Promise<boolean> {
  let passed = true;
  for (const open of databases) {
    const database = await open();
    try {
      log(
        `${database.label}: ${options.users} users, ${options.warmUpSeconds} s warm-up, ${options.seconds} s measured`,
      );
      const result = await soak(database, options);
      console.log(describeSoak(result));
      const misses = [
        ...(result.errors > 0
          ? [`${result.errors} failed requests (connection errors, or no answer within 10 s)`]
          : []),
        ...(result.growthPercent > MAX_GROWTH_PERCENT
          ? [`memory grew over ${MAX_GROWTH_PERCENT} %`]
          : []),
      ];
      if (misses.length > 0) {
        passed = false;
        console.log(`${database.label} FAILED: ${misses.join('; ')}`);
      }
    } finally {
      await database.remove();
    }
  }
  console.log(passed ? 'Soak passed.' : 'Soak FAILED.');
  return passed;
}
