/**
 * Signed-in pages rendered by the server (decision 080): the page's first screen, with its data,
 * written into index.html, so that on a slow phone the list someone came for paints as soon as
 * the page and its stylesheets have arrived, not after the scripts have arrived and run and then
 * asked for the data.
 *
 * The build's render module runs in one worker thread that lives as long as the server: React
 * and the components (some tens of MB) stay out of the server's own heap, and rendering (tens of
 * milliseconds of CPU for a list) does not hold up the server's other answers. The page's
 * queries are the server's own API, asked as the person whose page it is: the worker's `fetch`
 * comes back here and is answered by `app.inject` with the request's cookie, so every rule about
 * who may see what applies exactly as it does to the browser's own requests.
 *
 * Renders take turns (the module keeps the session and the time zone in globals). A page that
 * would wait behind too many others, or whose render fails or takes too long, is served as the
 * boot shell: the browser then draws it itself, as it does without server rendering.
 */
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { DehydratedState } from '@tanstack/react-query';
import type { PageState } from '../../shared/page-state';
import { pageRenderModule } from './rendered-page';

interface RenderedSignedInPage {
  html: string;
  queries: DehydratedState;
}

/** Renders waiting their turn beyond this are not waited for: the page is drawn by the browser. */
const MOST_WAITING = 4;
/** A render that takes longer is given up on, and its worker replaced. */
const RENDER_TIMEOUT_MS = 4_000;

const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const pending = new Map();
let nextFetch = 0;
// The page's requests go to the server's API through the thread that started this one.
globalThis.fetch = (url, init = {}) =>
  new Promise((resolve, reject) => {
    const id = nextFetch++;
    pending.set(id, { resolve, reject });
    parentPort.postMessage({ type: 'fetch', id, url: String(url), body: init.body ?? null });
  });
const { renderSignedInPage } = createRequire(workerData.modulePath)(workerData.modulePath);
parentPort.on('message', async (message) => {
  if (message.type === 'fetched') {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.status === 0) waiting.reject(new TypeError('fetch failed'));
    else waiting.resolve(new Response(message.body, { status: message.status, headers: { 'content-type': 'application/json' } }));
    return;
  }
  let result = null;
  try {
    result = await renderSignedInPage(message.state, message.location, message.timeZone);
  } catch (error) {
    result = { error: String((error && error.stack) || error) };
  }
  parentPort.postMessage({ type: 'rendered', result });
});
`;

type WorkerMessage =
  | { type: 'fetch'; id: number; url: string; body: string | null }
  | { type: 'rendered'; result: RenderedSignedInPage | { error: string } | null };

interface RenderJob {
  request: FastifyRequest;
  state: PageState;
  location: string;
  resolve: (page: RenderedSignedInPage | null) => void;
}

export type SignedInRenderer = (
  request: FastifyRequest,
  state: PageState,
  location: string,
) => Promise<RenderedSignedInPage | null>;

/**
 * A renderer of signed-in pages, or null when the build has no render module (the development
 * server, tests' stand-in builds): pages are then drawn by the browser.
 */
export function signedInRenderer(
  app: FastifyInstance,
  deps: { webBuildFolder: string; timeZone: string; apiOrigin: string; log: FastifyBaseLogger },
): SignedInRenderer | null {
  const modulePath = pageRenderModule(deps.webBuildFolder);
  if (!fs.existsSync(modulePath)) return null;

  let worker: Worker | null = null;
  let current: RenderJob | null = null;
  let timer: NodeJS.Timeout | undefined;
  const queue: RenderJob[] = [];

  const finish = (page: RenderedSignedInPage | null) => {
    clearTimeout(timer);
    current?.resolve(page);
    current = null;
    startNext();
  };

  /** Answers the worker's request for the API, as the person the page is for. */
  const answerFetch = async (message: Extract<WorkerMessage, { type: 'fetch' }>) => {
    const job = current;
    let reply: { status: number; body: string };
    if (!job || new URL(message.url, deps.apiOrigin).pathname !== '/graphql') {
      reply = { status: 0, body: '' };
    } else {
      try {
        const answer = await app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: job.request.ip,
          headers: {
            cookie: job.request.headers.cookie ?? '',
            origin: deps.apiOrigin,
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            'user-agent': job.request.headers['user-agent'] ?? '',
          },
          payload: message.body ?? '',
        });
        reply = { status: answer.statusCode, body: answer.body };
      } catch (error) {
        deps.log.warn({ err: error }, 'A page render could not ask the API');
        reply = { status: 0, body: '' };
      }
    }
    worker?.postMessage({ type: 'fetched', id: message.id, ...reply });
  };

  const startWorker = (): Worker => {
    const started = new Worker(RENDER_WORKER, { eval: true, workerData: { modulePath } });
    started.unref();
    started.on('message', (message: WorkerMessage) => {
      if (message.type === 'fetch') return void answerFetch(message);
      const { result } = message;
      if (result && 'error' in result) {
        deps.log.error({ error: result.error }, 'Could not render a page on the server');
        return finish(null);
      }
      finish(result);
    });
    const lost = (reason: unknown) => {
      if (worker !== started) return;
      worker = null;
      deps.log.error({ err: reason }, 'The page render worker stopped');
      finish(null);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`exit ${code}`)));
    return started;
  };

  const startNext = () => {
    if (current) return;
    const job = queue.shift();
    if (!job) return;
    current = job;
    worker ??= startWorker();
    timer = setTimeout(() => {
      deps.log.warn(
        { location: job.location },
        'A page render took too long; the browser draws it',
      );
      const stuck = worker;
      worker = null;
      void stuck?.terminate();
      finish(null);
    }, RENDER_TIMEOUT_MS);
    worker.postMessage({
      type: 'render',
      state: job.state,
      location: job.location,
      timeZone: deps.timeZone,
    });
  };

  app.addHook('onClose', async () => {
    const running = worker;
    worker = null;
    await running?.terminate();
  });

  return (request, state, location) => {
    if (queue.length >= MOST_WAITING) return Promise.resolve(null);
    return new Promise((resolve) => {
      queue.push({ request, state, location, resolve });
      startNext();
    });
  };
}
