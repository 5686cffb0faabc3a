/**
 * Rules every route keeps (decision 038), set once here so a
 * route added later cannot forget them:
 * - cross-site request forgery: a request that may change something (any method but GET, HEAD
 *   and OPTIONS) must come from the app's own origin and carry JSON. Browsers send Origin on
 *   every such request, and a foreign page can send form-encoded or text/plain bodies without
 *   asking first, so both are refused before the body is even read;
 * - API answers are never cached (they hold personal data and session state);
 * - no error tells a stack, SQL or a file path: Fastify's own errors (bad JSON, body too large,
 *   unsupported type) get a fixed message, unexpected ones a reference to the server log.
 */
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';

/** Paths answered by the API (JSON), as opposed to the web app's pages and assets. */
export const API_PREFIXES = ['/api/', '/graphql', '/healthz'];

/**
 * An OpenID Connect provider may return the browser to this path with a form post from its own
 * origin (response_mode=form_post). better-auth checks the sign-in's state and PKCE there.
 */
const PROVIDER_CALLBACK = '/api/auth/callback/';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: 'The request could not be read. Send valid JSON.' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  413: { code: 'VALIDATION_FAILED', message: 'The request is too large.' },
  415: { code: 'VALIDATION_FAILED', message: 'Send requests as application/json.' },
  429: { code: 'FORBIDDEN', message: 'Too many requests. Please wait a minute and try again.' },
};

function isApi(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** GraphQL callers read `errors`; the other API routes answer `{ code, message }`. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  extra: Record<string, string> = {},
) {
  const body = request.url.startsWith('/graphql')
    ? { errors: [{ message, extensions: { code, ...extra } }] }
    : { code, message, ...extra };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function mediaType(request: FastifyRequest): string {
  return String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

export function guardRequests(app: FastifyInstance, deps: { allowedOrigins: string[] }) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.url.startsWith(PROVIDER_CALLBACK)) return;
    const origin = request.headers.origin;
    if (!origin || !deps.allowedOrigins.includes(origin))
      return refuse(request, reply, 403, 'FORBIDDEN', 'Cross-site request refused.');
    if (hasBody(request) && mediaType(request) !== 'application/json')
      return refuse(request, reply, 415, 'VALIDATION_FAILED', CLIENT_ERRORS[415]!.message);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url)) void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const known = CLIENT_ERRORS[status];
    if (known) return refuse(request, reply, status, known.code, known.message);
    if (status >= 400 && status < 500)
      return refuse(request, reply, status, 'VALIDATION_FAILED', 'The request was refused.');
    const requestId = crypto.randomUUID();
    request.log.error({ err: error, requestId }, 'Unexpected error');
    return refuse(
      request,
      reply,
      500,
      'INTERNAL',
      `${DEFAULT_ERROR_MESSAGES.INTERNAL} (reference ${requestId})`,
      { requestId },
    );
  });
}
