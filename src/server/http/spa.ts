/**
 * The built web app: static assets, and index.html for every client route. index.html is
 * served with this response's CSP nonce so that Mantine's style tags pass the strict policy,
 * and with the programme's time zone, so the first page shows its times in it without asking
 * (decision 049), and with who is signed in (decision 058, page-state.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ViewerLookup } from '../auth/viewer';
import { toFetchHeaders } from './fetch-bridge';
import { htmlAttribute, pagePreloads, readManifest } from './page-preload';
import { pageSessionOf, pageStateElement } from './page-state';
import { policyAllowing, renderSignedOutPage, showsPlainSignIn } from './signed-out-render';
import {
  NONCE_PLACEHOLDER,
  SCRIPT_NONCE_PLACEHOLDER,
  type PageSession,
  type SignInOptions,
} from '../../shared/page-state';
import { API_PREFIXES } from './request-guard';

const TIME_ZONE_PLACEHOLDER = '__PROGRAMME_TIME_ZONE__';
/** A browser that may have a session: only then is the session looked up. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;]/;

/**
 * The page compressed as the browser accepts (decision 059): with its preloads a signed-in page
 * is about 9 KiB, 2 compressed. Safe from BREACH-style guessing (decision 051): nothing in it is
 * text a third party chose (the address only picks preloads from a fixed table), so a
 * compressed length tells an observer nothing about the nonce or the person's details.
 */
function compressedPage(html: string, acceptEncoding: string | undefined) {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    // Quality 5: a fraction of a millisecond for a page this size, near the best ratio.
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return { encoding: 'br', body: zlib.brotliCompressSync(html, { params }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: zlib.gzipSync(html) };
  return { encoding: null, body: html };
}

export async function mountSpa(
  app: FastifyInstance,
  deps: {
    webBuildFolder: string;
    renderSignInPageAtStart: boolean;
    timeZone: string;
    viewerOf: ViewerLookup;
    signInOptions: SignInOptions;
  },
) {
  const indexPath = path.join(deps.webBuildFolder, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const indexHtml = hasBuild
    ? fs
        .readFileSync(indexPath, 'utf8')
        .replaceAll(TIME_ZONE_PLACEHOLDER, htmlAttribute(deps.timeZone))
    : null;

  // The sign-in page, rendered once (about 0.2 s; decision 079): as the server starts, or for
  // the first signed-out visit.
  let signedOutPage: ReturnType<typeof renderSignedOutPage> | undefined;
  const renderedSignedOutPage = (html: string) =>
    (signedOutPage ??= renderSignedOutPage(html, deps.webBuildFolder, deps.signInOptions, app.log));
  if (indexHtml && deps.renderSignInPageAtStart) void renderedSignedOutPage(indexHtml);

  // Signed-in pages name the chunks they need at once (decision 056).
  const preloadsFor = pagePreloads(
    hasBuild ? readManifest(deps.webBuildFolder) : null,
    indexHtml ?? '',
  );

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: deps.webBuildFolder,
      index: false,
      wildcard: false,
      // The build wrote each asset's .br and .gz beside it (vite.config.ts): the one the browser
      // accepts is sent, with content-encoding and vary (decision 051).
      preCompressed: true,
      cacheControl: false,
      // Hashed asset names never change content: cache them for a year; revalidate the rest.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  /** Null: nobody; undefined: the lookup failed, and the page will ask for itself. */
  const sessionOf = async (request: FastifyRequest): Promise<PageSession | null | undefined> => {
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    try {
      const viewer = await deps.viewerOf(toFetchHeaders(request.headers));
      return viewer ? pageSessionOf(viewer) : null;
    } catch (error) {
      request.log.warn({ err: error }, 'Could not look up the session for a page');
      return undefined;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!wantsPage || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built. Run "npm run build" (npm start does this for you).');
    }
    const nonces = (reply as unknown as { cspNonce?: { style: string; script: string } }).cspNonce;
    const nonce = nonces?.style ?? '';
    const session = await sessionOf(request);
    // A page for someone signed in names its chunks at once; a signed-out one needs none.
    const preloads = session !== null ? preloadsFor(request.url.split('?')[0] ?? '/') : '';
    const state = pageStateElement({ session, signInOptions: deps.signInOptions });
    const rendered =
      session === null && showsPlainSignIn(request.url)
        ? await renderedSignedOutPage(indexHtml)
        : null;
    if (rendered) {
      const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
      reply.raw.setHeader(
        'content-security-policy',
        policyAllowing(policy, rendered.styleAttributeSources),
      );
    }
    const html = (rendered?.html ?? indexHtml)
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replaceAll(SCRIPT_NONCE_PLACEHOLDER, nonces?.script ?? '')
      .replace('</head>', `${state}${preloads}</head>`);
    const { encoding, body } = compressedPage(html, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding')
      .send(body);
  });
}
