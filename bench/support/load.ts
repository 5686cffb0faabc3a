/** Requests under measurement: one user at a time (exact timings) or many at once (autocannon). */
import http from 'node:http';
import autocannon from 'autocannon';
import { measureWindow, percentile, type Answer } from './summary';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Failed connections, non-2xx answers and GraphQL errors; any makes the row suspect. */
  errors: number;
  /** Of which during the warm-up. */
  warmUpErrors: number;
  /** Of which answers that came back failed (an error status, GraphQL errors). */
  failedAnswers: number;
}

export interface LatencyResult {
  p50Ms: number;
  p99Ms: number;
  responseBytes: number;
}

export function graphqlBody(query: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ query, variables });
}

export function jsonHeaders(baseUrl: string, cookie?: string): Record<string, string> {
  // The product refuses state-changing requests without its own Origin (CSRF protection).
  return { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) };
}

/** Signs in as a person would (better-auth's e-mail sign-in) and returns the session cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: jsonHeaders(baseUrl),
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A GraphQL answer that failed: not a 200, or a 200 carrying errors. */
function failedAnswer(status: number | undefined, body: string): boolean {
  return status !== 200 || body.includes('"errors"');
}

/** One POST /graphql; throws unless it answered 200 without errors. */
export async function postGraphql(
  baseUrl: string,
  headers: Record<string, string>,
  body: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  if (failedAnswer(response.status, text))
    throw new Error(`${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/**
 * Unmeasured first: a fresh process compiles its hot paths (JIT) and fills its caches, and the
 * simulated users open their connections. Opening 50 connections at once holds some users' first
 * answers for up to 1.5 s (on the reference server as much as on the product), which is about
 * connecting, not about serving a page; browsers keep their connections open.
 */
const WARM_UP_SECONDS = 1;

/**
 * An answer refusing a heavy request because its account has used its share of the server for
 * now (decision 087): the seconds it says to wait. On a slow or busy machine the requests timed
 * one after another below (reports, the overview's trends, each after a second of unmeasured
 * warm-up) can use up the share of the one account that sends them, which a smoke run must not
 * take for a broken scenario (decision 092); a person told to wait waits, and so does the bench.
 */
function shareRefusalWait(text: string): number | undefined {
  if (!text.includes('"RATE_LIMITED"') || !text.includes('used its share')) return undefined;
  const seconds = Number(/"retryAfterSeconds":(\d+)/.exec(text)?.[1]);
  return Number.isFinite(seconds) ? seconds : undefined;
}
const MAX_SHARE_REFUSALS = 5;

/**
 * One POST /graphql at a time over one kept-alive connection; timed with the monotonic clock.
 * `before`: an unmeasured request sent before each measured one (e.g. a write, so that each
 * measured answer follows a change).
 */
export async function sequentialLatency(
  baseUrl: string,
  headers: Record<string, string>,
  body: string,
  count: number,
  before?: WriteScript,
): Promise<LatencyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL('/graphql', baseUrl);
  const sendOnce = (requestBody: string) =>
    new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers, agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      request.on('error', reject);
      request.end(requestBody);
    });
  /** Resolves with the answer once one comes back without errors; `onAttempt` times each try. */
  const send = async (requestBody = body, onAttempt?: (started: number) => void) => {
    for (let refusals = 0; ; refusals += 1) {
      const started = performance.now();
      const { status, text } = await sendOnce(requestBody);
      onAttempt?.(started);
      const waitSeconds = shareRefusalWait(text);
      if (waitSeconds === undefined || refusals >= MAX_SHARE_REFUSALS) {
        if (failedAnswer(status, text)) throw new Error(`${status}: ${text.slice(0, 300)}`);
        return text;
      }
      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    }
  };
  try {
    let responseBytes = 0;
    // The same warm-up as the loads: a second of the same request, unmeasured.
    const warmUpEnds = performance.now() + WARM_UP_SECONDS * 1000;
    while (performance.now() < warmUpEnds) responseBytes = Buffer.byteLength(await send());
    const times: number[] = [];
    const state: Record<string, unknown> = {};
    for (let round = 0; round < count; round += 1) {
      if (before) before.onAnswer?.(state, await send(before.nextBody(state)));
      // Only the attempt that was answered is timed, not a refusal or the wait it named.
      let started = performance.now();
      await send(body, (attempt) => (started = attempt));
      times.push(performance.now() - started);
    }
    return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), responseBytes };
  } finally {
    agent.destroy();
  }
}

/** Per-connection state for writes: what to send next, and what to learn from the answer. */
export interface WriteScript {
  nextBody(connection: Record<string, unknown>): string;
  /** Every answer, failed ones too (their body may hold errors instead of data). */
  onAnswer?(connection: Record<string, unknown>, body: string): void;
}

/**
 * `connections` simulated users, each sending its next request as soon as the last is answered
 * (keep-alive, loopback), for `seconds` after a warm-up on the same connections: only requests
 * sent after the warm-up are timed and counted. A fixed body, or a function that makes the
 * script for the run. Failures count over the whole run, warm-up included.
 */
export async function concurrentLoad(options: {
  baseUrl: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  body: string | (() => Promise<WriteScript>);
  /** Unmeasured seconds first, on the same connections (default 1). */
  warmUpSeconds?: number;
}): Promise<LoadResult> {
  const script = typeof options.body === 'string' ? null : await options.body();
  const warmUpSeconds = options.warmUpSeconds ?? WARM_UP_SECONDS;
  let firstFailure: string | undefined;
  const failures = { warmUp: 0, measured: 0 };
  let failedAnswers = 0;
  const fail = (why: string) => {
    const inWarmUp = performance.now() < measuredFrom;
    failures[inWarmUp ? 'warmUp' : 'measured'] += 1;
    firstFailure ??= why;
  };
  const answers: Answer[] = [];
  const measuredFrom = performance.now() + warmUpSeconds * 1000;
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const run = autocannon(
    {
      url: `${options.baseUrl}/graphql`,
      connections: options.connections,
      duration: warmUpSeconds + options.seconds,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: options.headers,
          body: typeof options.body === 'string' ? options.body : undefined,
          setupRequest: (request, context) =>
            script
              ? { ...request, body: script.nextBody(context as Record<string, unknown>) }
              : request,
          onResponse: (status, body, context) => {
            if (failedAnswer(status, body)) {
              failedAnswers += 1;
              fail(`${status}: ${body}`);
            }
            script?.onAnswer?.(context as Record<string, unknown>, body);
          },
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  // Connection errors and requests unanswered within autocannon's 10 s count as errors too.
  run.on('reqError', (error: Error) => {
    fail(
      `no answer at ${((performance.now() - measuredFrom) / 1000 + warmUpSeconds).toFixed(1)} s into the run: ${error.message}`,
    );
  });
  run.on('response', (_client, _status, _bytes, responseMs) => {
    const answeredAt = performance.now();
    answers.push({ sentAt: answeredAt - responseMs, answeredAt });
  });
  await done;
  // A failed request is counted, and the first one is shown: a benchmark of errors is no benchmark.
  if (firstFailure)
    process.stderr.write(`[bench] a request failed: ${firstFailure.slice(0, 400)}\n`);
  const { requestsPerSecond, latencies } = measureWindow(answers, measuredFrom, options.seconds);
  return {
    requestsPerSecond,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: failures.warmUp + failures.measured,
    warmUpErrors: failures.warmUp,
    failedAnswers,
  };
}

/**
 * Many people each asking now and then, rather than each asking again the moment they are
 * answered (concurrentLoad): requests arrive at random moments (a Poisson process) at
 * `perSecond` in all, over at most `connections` kept-alive connections; a request that finds
 * them all busy waits for one. Each is timed from the moment it was due, not from when it could
 * be sent, so time spent waiting behind earlier requests counts. One latency list per window of
 * `seconds`, after an unmeasured `warmUpSeconds`.
 */
export async function openLoad(options: {
  baseUrl: string;
  headers: Record<string, string>;
  body: string;
  perSecond: number;
  connections: number;
  seconds: number;
  windows: number;
  warmUpSeconds?: number;
}): Promise<{
  windows: Pick<LoadResult, 'p50Ms' | 'p99Ms'>[];
  errors: number;
  failedAnswers: number;
}> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL('/graphql', options.baseUrl);
  const headers = { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
  const warmUpMs = (options.warmUpSeconds ?? WARM_UP_SECONDS) * 1000;
  const windowMs = options.seconds * 1000;
  const latencies: number[][] = Array.from({ length: options.windows }, () => []);
  let errors = 0;
  let failedAnswers = 0;
  const ask = (due: number, window: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(target, { method: 'POST', agent, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          if (failedAnswer(response.statusCode, text)) {
            errors += 1;
            failedAnswers += 1;
          }
          if (window >= 0) latencies[window]!.push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(options.body);
    });
  const started = performance.now();
  const end = started + warmUpMs + windowMs * options.windows;
  const asked: Promise<void>[] = [];
  try {
    for (let due = started; ;) {
      due += -Math.log(1 - Math.random()) * (1000 / options.perSecond);
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      asked.push(ask(due, Math.floor((due - started - warmUpMs) / windowMs)));
    }
    await Promise.all(asked);
  } finally {
    agent.destroy();
  }
  return {
    windows: latencies.map((list) => ({
      p50Ms: percentile(list, 50),
      p99Ms: percentile(list, 99),
    })),
    errors,
    failedAnswers,
  };
}
