/**
 * The whole-server request limit (API_RATE_LIMIT per minute per client address). With
 * PostgreSQL several server processes may serve one programme behind a load balancer: they
 * count together in the database, so the limit is per address, not per process. The embedded
 * database has one process, which counts in memory (no query per request on PGlite's single
 * connection).
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { consumeRateLimit } from '../db/rate-limit-counter';

// better-auth's keys in the same table start with the address; these never collide with them.
const KEY_PREFIX = 'api|';

function databaseStore(database: DatabaseHandle) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindowMs: number,
    ): void {
      consumeRateLimit(database.db, KEY_PREFIX + key, Math.ceil(timeWindowMs / 1000)).then(
        ({ count, remainingMs }) => callback(null, { current: count, ttl: remainingMs }),
        (error: unknown) => callback(error as Error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

export async function registerApiRateLimit(
  server: FastifyInstance,
  options: { max: number; database: DatabaseHandle },
) {
  // 0 turns it off (a load test from one address, or a proxy that limits already).
  if (options.max <= 0) return;
  await server.register(rateLimit, {
    max: options.max,
    timeWindow: '1 minute',
    ...(options.database.kind === 'postgres'
      ? {
          store: databaseStore(options.database),
          // The database not answering is /healthz's to report (503), not every route's 500.
          skipOnError: true,
        }
      : {}),
  });
}
