/**
 * The rounds `npm run bench` interleaves on each database (bench/run.ts): the product's
 * latency, throughput and memory, the reference server's on the same data, a start on an empty
 * database, and, once after them, the client page under an open model of 50 people.
 */
import {
  DASHBOARD_STATS,
  PRODUCT_CLIENT_PAGE,
  PROGRAMME_REPORT,
  PROGRAMME_TRENDS,
  REFERENCE_CLIENT_PAGE,
  WRITE_TARGETS,
  createProgramScript,
  rawInsertScript,
  readWriteTargets,
  updateClientScript,
  type WriteTargets,
} from './scenarios';
import type { BenchDatabase } from './support/databases';
import {
  concurrentLoad,
  jsonHeaders,
  openLoad,
  postGraphql,
  sequentialLatency,
  signIn,
  type LoadResult,
  type WriteScript,
} from './support/load';
import type { BenchSettings } from './support/options';
import { startServer, type MeasuredServer } from './support/processes';
import type { Recorder } from './report';

const READ_USERS = [1, 10, 50];
const WRITERS = [1, 8];

function recordLoad(recorder: Recorder, name: string, result: LoadResult) {
  recorder.add(`${name}.rps`, result.requestsPerSecond);
  recorder.add(`${name}.p50`, result.p50Ms);
  recorder.add(`${name}.p99`, result.p99Ms);
  recorder.add(`${name}.errors`, result.errors);
  recorder.add(`${name}.failedAnswers`, result.failedAnswers);
}

/** Samples resident memory while `work` runs; records the median sample. */
async function withMemorySampling<T>(server: MeasuredServer, work: () => Promise<T>) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(server.rssMiB()), 200);
  try {
    const result = await work();
    return { result, samples };
  } finally {
    clearInterval(timer);
  }
}

export async function productRound(
  options: BenchSettings,
  database: BenchDatabase,
  recorder: Recorder,
  session: { cookie?: string; targets?: WriteTargets },
) {
  const server = await startServer('product', database.storage, options.profile);
  try {
    recorder.add('start.existing', server.startMs);
    session.cookie ??= await signIn(server.baseUrl, database.admin.email, database.admin.password);
    const headers = jsonHeaders(server.baseUrl, session.cookie);
    session.targets = readWriteTargets(await postGraphql(server.baseUrl, headers, WRITE_TARGETS));
    recorder.add('memory.idle', server.rssMiB());

    const dashboard = await sequentialLatency(
      server.baseUrl,
      headers,
      DASHBOARD_STATS,
      options.dashboardRequests,
    );
    recorder.add('dashboard.p50', dashboard.p50Ms);
    recorder.add('dashboard.p99', dashboard.p99Ms);
    recorder.add('dashboard.bytes', dashboard.responseBytes);
    // The same request, each right after a change (an edit of a client): on the embedded
    // database the figures are remembered until a record changes (decision 037), so the row
    // above is mostly answered from memory and this one never is.
    const afterChange = await sequentialLatency(
      server.baseUrl,
      headers,
      DASHBOARD_STATS,
      Math.ceil(options.dashboardRequests / 4),
      updateClientScript(session.targets.clients.slice(-1)),
    );
    recorder.add('dashboard.afterChange.p50', afterChange.p50Ms);
    for (const [name, body] of [
      ['report.year', PROGRAMME_REPORT],
      ['report.trends', PROGRAMME_TRENDS],
    ] as const) {
      const report = await sequentialLatency(server.baseUrl, headers, body, options.reportRequests);
      recorder.add(`${name}.p50`, report.p50Ms);
    }

    for (const users of READ_USERS) {
      const run = () =>
        concurrentLoad({
          baseUrl: server.baseUrl,
          headers,
          connections: users,
          seconds: options.seconds,
          body: PRODUCT_CLIENT_PAGE,
        });
      if (users === 50) {
        const { result, samples } = await withMemorySampling(server, run);
        recordLoad(recorder, `list.${users}.product`, result);
        recorder.add('memory.load', samples.sort((a, b) => a - b)[samples.length >> 1]!);
      } else {
        recordLoad(recorder, `list.${users}.product`, await run());
      }
    }
    // Each load (warm-up or measured) edits clients no earlier load touched: the server may still
    // be finishing a stopped load's last edits, which would make their versions stale.
    let used = 0;
    const freshClients = async () => {
      const slice = session.targets!.clients.slice(used, (used += 16));
      if (slice.length < 16) throw new Error('Not enough clients to edit');
      return slice;
    };
    const targets = session.targets;
    for (const writers of WRITERS) {
      const load = (body: () => Promise<WriteScript>) =>
        concurrentLoad({
          baseUrl: server.baseUrl,
          headers,
          connections: writers,
          seconds: options.seconds,
          body,
        });
      recordLoad(
        recorder,
        `write.update.${writers}`,
        await load(async () => updateClientScript(await freshClients())),
      );
      recordLoad(
        recorder,
        `write.create.${writers}`,
        await load(async () => createProgramScript(targets)),
      );
    }
    recorder.add('memory.peak', server.peakRssMiB());
  } finally {
    await server.stop();
  }
}

export async function referenceRound(
  options: BenchSettings,
  database: BenchDatabase,
  recorder: Recorder,
  targets: WriteTargets,
) {
  const server = await startServer('reference', database.storage);
  try {
    const headers = jsonHeaders(server.baseUrl);
    for (const users of READ_USERS) {
      recordLoad(
        recorder,
        `list.${users}.reference`,
        await concurrentLoad({
          baseUrl: server.baseUrl,
          headers,
          connections: users,
          seconds: options.seconds,
          body: REFERENCE_CLIENT_PAGE,
        }),
      );
    }
    for (const writers of WRITERS) {
      recordLoad(
        recorder,
        `write.raw.${writers}`,
        await concurrentLoad({
          baseUrl: server.baseUrl,
          headers,
          connections: writers,
          seconds: options.seconds,
          body: async () => rawInsertScript(targets),
        }),
      );
    }
  } finally {
    await server.stop();
  }
}

/**
 * The client page for 50 people who each open it now and then, 100 times a second in all (each
 * of them every half second, more than any member of staff), rather than asking again the moment
 * they are answered: what the p99 target means below saturation (README, "Performance"). Once
 * per database after the rounds, product and reference, a median of openModel(options).windows.
 */
const openModel = (options: BenchSettings) => ({
  perSecond: 100,
  connections: 50,
  windows: options.smoke ? 1 : 2,
  warmUpSeconds: options.smoke ? 1 : 2,
});

export async function openModelRound(
  options: BenchSettings,
  database: BenchDatabase,
  recorder: Recorder,
  cookie: string,
) {
  for (const kind of ['product', 'reference'] as const) {
    const server = await startServer(kind, database.storage);
    try {
      const result = await openLoad({
        baseUrl: server.baseUrl,
        headers: jsonHeaders(server.baseUrl, kind === 'product' ? cookie : undefined),
        body: kind === 'product' ? PRODUCT_CLIENT_PAGE : REFERENCE_CLIENT_PAGE,
        seconds: options.seconds,
        ...openModel(options),
      });
      for (const window of result.windows) {
        recorder.add(`list.open.${kind}.p50`, window.p50Ms);
        recorder.add(`list.open.${kind}.p99`, window.p99Ms);
      }
      recorder.add(`list.open.${kind}.errors`, result.errors);
      recorder.add(`list.open.${kind}.failedAnswers`, result.failedAnswers);
    } finally {
      await server.stop();
    }
  }
}

export async function emptyStartRound(database: BenchDatabase, recorder: Recorder) {
  const empty = await database.empty();
  try {
    const server = await startServer('product', empty.storage);
    recorder.add('start.empty', server.startMs);
    await server.stop();
  } finally {
    await empty.remove();
  }
}
