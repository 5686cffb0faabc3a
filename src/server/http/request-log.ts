/**
 * The request log (decision 046): Fastify's own logs two JSON lines for every request, which
 * buried the problems (646 lines in 25 minutes for one person). Instead, by default, a request
 * is logged only when it failed on the server (5xx, as an error) or was slow (as a warning), in
 * full; `LOG_REQUESTS=all` adds one short line for every other request, `none` logs none.
 * Query strings are never written: set-up and invitation links carry tokens there.
 */
import type { FastifyInstance } from 'fastify';

export const REQUEST_LOG_MODES = ['none', 'problems', 'all'] as const;
export type RequestLogMode = (typeof REQUEST_LOG_MODES)[number];

/** A request taking this long is logged as slow. */
export const SLOW_REQUEST_MS = 1_000;

export function registerRequestLog(server: FastifyInstance, mode: RequestLogMode) {
  if (mode === 'none') return;
  server.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const path = request.url.split('?')[0];
    const line = `${request.method} ${path} ${status} ${ms} ms`;
    if (status >= 500 || ms >= SLOW_REQUEST_MS) {
      const details = {
        method: request.method,
        path,
        status,
        ms,
        ip: request.ip,
        reqId: request.id,
      };
      if (status >= 500) request.log.error(details, line);
      else request.log.warn(details, `slow request: ${line}`);
    } else if (mode === 'all') {
      request.log.info(line);
    }
  });
}
