/**
 * Loops of GraphQL requests from one account, run in a worker thread of their own: a hundred
 * refusals a second parsed in the same event loop as the light request being timed would slow
 * the timer, not the server, and the drill would measure the bench. The worker is plain
 * JavaScript (fetch only), so it needs no TypeScript loader.
 */
import { Worker } from 'node:worker_threads';

interface LoopCounts {
  /** Requests answered without errors, by loop name, while measuring. */
  answered: Record<string, number>;
  /** Requests refused (or failed), while measuring. */
  refused: number;
}

export interface RequestLoops {
  /** From now on, count what is answered and refused. */
  startMeasuring(): void;
  /** Stops every loop once its request in flight is answered; what was counted. */
  stop(): Promise<LoopCounts>;
}

const LOOP_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, headers, requests, loopsOfEach, ignoreWaits, refusedPauseMs } = workerData;
let running = true;
let measuring = false;
const counts = { answered: {}, refused: 0 };
// Stopping wakes every loop at once: a careful loop may be waiting out a named wait of a minute.
const sleeping = new Set();
const sleep = (ms) =>
  new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      sleeping.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    sleeping.add(wake);
  });
function pauseAfter(text, retryAfter) {
  if (ignoreWaits) return refusedPauseMs;
  const named = /"retryAfterSeconds":(\\d+)/.exec(text)?.[1] ?? retryAfter;
  return named ? Number(named) * 1000 : refusedPauseMs;
}
async function loop(name, body) {
  while (running) {
    let answer;
    try {
      const response = await fetch(baseUrl + '/graphql', { method: 'POST', headers, body });
      const text = await response.text();
      answer = { ok: response.status === 200 && !text.includes('"errors"'), text, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      answer = { ok: false, text: String(error), retryAfter: null };
    }
    if (answer.ok) {
      if (measuring) counts.answered[name] = (counts.answered[name] ?? 0) + 1;
    } else {
      if (measuring) counts.refused += 1;
      await sleep(pauseAfter(answer.text, answer.retryAfter));
    }
  }
}
const loops = requests.flatMap(({ name, body }) => Array.from({ length: loopsOfEach }, () => loop(name, body)));
parentPort.on('message', async (message) => {
  if (message === 'measure') measuring = true;
  if (message === 'stop') {
    measuring = false;
    running = false;
    for (const wake of [...sleeping]) wake();
    await Promise.all(loops);
    parentPort.postMessage(counts);
  }
});
`;

/**
 * Starts `loopsOfEach` loops of each request. A refused loop waits the seconds its refusal names
 * (as the web app and a script written for the API do; `refusedPauseMs` when none is named), or,
 * with `ignoreWaits`, only `refusedPauseMs`, as a careless script does.
 */
export function startRequestLoops(options: {
  baseUrl: string;
  headers: Record<string, string>;
  requests: Record<string, string>;
  loopsOfEach: number;
  ignoreWaits: boolean;
  refusedPauseMs: number;
}): RequestLoops {
  const worker = new Worker(LOOP_WORKER, {
    eval: true,
    workerData: {
      ...options,
      requests: Object.entries(options.requests).map(([name, body]) => ({ name, body })),
    },
  });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  return {
    startMeasuring: () => worker.postMessage('measure'),
    async stop() {
      const counted = new Promise<LoopCounts>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const counts = await Promise.race([counted, failed]);
      await worker.terminate();
      return counts;
    },
  };
}
