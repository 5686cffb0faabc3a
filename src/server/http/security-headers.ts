/**
 * The security headers of every response (helmet's), with a content security policy whose
 * nonces are new for each response (decision 003).
 *
 * Helmet's headers are worked out once, when the server starts; each response only gets fresh
 * nonces. @fastify/helmet, used before, built helmet's thirteen middlewares (and parsed the
 * policy's directives) again for every request: ~0.7 ms of CPU per request on a two-core
 * machine, a third of what a trivial GraphQL request cost in all (decision 038).
 */
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

export interface SecurityHeaderOptions {
  /** The policy's directives, without nonces: each response adds its own to script-src and style-src. */
  directives: Directives;
  /** HTTPS only: browsers then refuse plain HTTP to this server for a year. */
  strictTransportSecurity: boolean;
}

/** The nonces of one response; index.html carries the style nonce for Mantine (spa.ts). */
export interface CspNonces {
  script: string;
  style: string;
}

/**
 * Files of the build that a page loads (its scripts, stylesheets and fonts under /assets/, the
 * icons): not documents, not workers. The policy, frame options and the rest govern only those,
 * and would cost ~0.65 KiB on each of the 40-70 files a page loads over HTTP/1.1, which does
 * not compress headers (decision 081). A stylesheet's referrer policy governs what it loads.
 */
const BUILD_FILE_PREFIXES = ['/assets/', '/icons/'];
const BUILD_FILE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

const SCRIPT_NONCE = 'script-nonce-placeholder';
const STYLE_NONCE = 'style-nonce-placeholder';

/** The headers helmet sets for `options`, captured from one run of its middleware. */
function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every header but the policy, and the policy with placeholders where the nonces go. */
function buildSecurityHeaders(options: SecurityHeaderOptions) {
  const { directives } = options;
  const withNonces = {
    ...directives,
    scriptSrc: [...(directives.scriptSrc ?? []), `'nonce-${SCRIPT_NONCE}'`],
    styleSrc: [...(directives.styleSrc ?? []), `'nonce-${STYLE_NONCE}'`],
  };
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: withNonces },
    strictTransportSecurity: options.strictTransportSecurity,
  });
  const policy = headers.get('content-security-policy')!;
  headers.delete('content-security-policy');
  return {
    fixed: [...headers],
    policy: (nonces: CspNonces) =>
      policy.replace(SCRIPT_NONCE, nonces.script).replace(STYLE_NONCE, nonces.style),
  };
}

/** Fresh nonces: 16 random bytes each, as hex. */
function newNonces(): CspNonces {
  const bytes = crypto.randomBytes(32).toString('hex');
  return { script: bytes.slice(0, 32), style: bytes.slice(32) };
}

export function sendSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const { fixed, policy } = buildSecurityHeaders(options);
  const forBuildFiles = fixed.filter(([name]) => BUILD_FILE_HEADERS.has(name));
  app.decorateReply('cspNonce', null);
  // On the raw response, as helmet did: headers reach replies that bypass Fastify's send too.
  app.addHook('onRequest', (request, reply, done) => {
    if (BUILD_FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      for (const [name, value] of forBuildFiles) reply.raw.setHeader(name, value);
      return done();
    }
    const nonces = newNonces();
    (reply as FastifyReply & { cspNonce: CspNonces | null }).cspNonce = nonces;
    reply.raw.setHeader('content-security-policy', policy(nonces));
    for (const [name, value] of fixed) reply.raw.setHeader(name, value);
    done();
  });
}
