/**
 * What the server compresses (decision 051): GraphQL answers (lists, exports) above 1 KiB, with
 * brotli or gzip as the browser accepts, through @fastify/compress on the routes that ask for it
 * (`compressedAnswers`), never the sign-in routes; the web app's assets are compressed at build
 * time (vite.config.ts) and served as they are (spa.ts, `preCompressed`). Live-update streams
 * (text/event-stream) are never compressed: the plugin leaves that type alone, and a
 * compressor would hold events back until its buffer filled.
 */
import compress, { type FastifyCompressRouteOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits in one packet anyway: compressing it gains nothing. */
const THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Not global: a route compresses only when it says so (a new route is not compressed by
  // accident, e.g. one that mixes a secret with text a caller chose).
  await app.register(compress, { global: false });
}

/** The route option of a route whose answers are compressed. */
export const compressedAnswers: FastifyCompressRouteOptions['compress'] = {
  encodings: ['br', 'gzip'],
  threshold: THRESHOLD_BYTES,
};
