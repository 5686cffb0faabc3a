/**
 * The whole-server request limit (API_RATE_LIMIT per minute per client address). With
 * PostgreSQL several server processes may serve one programme behind a load balancer: they
 * count together in the database, so the limit is per address, not per process, and each
 * process adds its counts there once a second rather than once a request (decision 040). The
 * embedded database has one process, which counts in memory.
 *
 * Sign-in and the web app's files are not counted: sign-in has limits of its own, per address and
 * route (auth.ts), and a busy script behind an address many people share must not lock them all out
 * of signing in; a page's scripts and styles are static files, about fifty for a signed-in page,
 * which would otherwise spend a shared office's limit on page loads.
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { addRateLimitCounts } from '../db/rate-limit-counter';
import { SharedWindowCounter } from './shared-window-counter';

// better-auth's keys in the same table start with the address; these never collide with them.
const KEY_PREFIX = 'api|';
const WINDOW_MS = 60_000;
/** Requests the API limit does not count (see above). */
const NOT_COUNTED = ['/api/auth/', '/assets/'];

function sharedStore(counter: SharedWindowCounter) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      counter.count(KEY_PREFIX + key).then(
        ({ count, remainingMs }) => callback(null, { current: count, ttl: remainingMs }),
        (error: unknown) => callback(error as Error),
      );
    }

    child(): FastifyRateLimitStore {
      return new SharedRateLimitStore();
    }
  };
}

export async function registerApiRateLimit(
  server: FastifyInstance,
  options: { max: number; database: DatabaseHandle },
) {
  // 0 turns it off (a proxy that limits already).
  if (options.max <= 0) return;
  const { database } = options;
  let store: ReturnType<typeof sharedStore> | undefined;
  if (database.kind === 'postgres') {
    const counter = new SharedWindowCounter((additions) =>
      addRateLimitCounts(database.db, additions, WINDOW_MS / 1000),
    );
    store = sharedStore(counter);
    server.addHook('onClose', () => counter.stop());
  }
  await server.register(rateLimit, {
    max: options.max,
    timeWindow: WINDOW_MS,
    allowList: (request) => NOT_COUNTED.some((prefix) => request.url.startsWith(prefix)),
    ...(store
      ? {
          store,
          // The database not answering is /healthz's to report (503), not every route's 500.
          skipOnError: true,
        }
      : {}),
  });
}
