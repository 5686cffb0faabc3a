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
import { htmlAttribute, isListedPage, pagePreloads, readManifest } from './page-preload';
import { pageQueriesElement, pageSessionOf, pageStateElement } from './page-state';
import { renderSignedOutPage, showsPlainSignIn } from './signed-out-render';
import {
  policyAllowing,
  styleAttributeSources,
  withRenderedRoot,
  withScriptsAfterFirstPaint,
} from './rendered-page';
import { signedInRenderer } from './signed-in-render';
import {
  NONCE_PLACEHOLDER,
  SCRIPT_NONCE_PLACEHOLDER,
  type PageSession,
  type PageState,
  type SignInOptions,
} from '../../shared/page-state';
import { API_PREFIXES } from './request-guard';
import { homePathFor, isGroup } from '../../shared/permissions';

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

/**
 * Whether the server renders this signed-in page (decision 080): one of the pages' own plain
 * addresses, from a fixed table, so that nothing in the compressed page is text a third party
 * chose (no query, no record id: BREACH, decision 051); for someone who has nothing to do first
 * (set up an authenticator app, confirm their address; the browser keeps whether they put that
 * off), in their own area (another is sent home by the browser).
 */
function rendersSignedIn(session: PageSession, url: string): boolean {
  const area = homePathFor(isGroup(session.user.group) ? session.user.group : null);
  return (
    url.toLowerCase().startsWith(area) &&
    !session.mfaSetupRequired &&
    session.user.emailVerified &&
    !url.includes('?') &&
    isListedPage(url)
  );
}

/**
 * Whether to draw the page for a phone: what the browser says of itself (Chromium's client hint,
 * else "Mobile" in its user agent). The browser corrects a wrong guess as it takes the page over.
 */
function narrowScreen(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /\bMobi/.test(request.headers['user-agent'] ?? '');
}

/** The page's style preloads made stylesheets: a rendered page needs them to paint. */
function withStylesheets(preloads: string): string {
  return preloads.replace(
    /<link rel="preload" as="style"[^>]*? href="([^"]+)">/g,
    (_, href: string) => `<link rel="stylesheet" href="${href}">`,
  );
}

export async function mountSpa(
  app: FastifyInstance,
  deps: {
    webBuildFolder: string;
    renderSignInPageAtStart: boolean;
    timeZone: string;
    viewerOf: ViewerLookup;
    signInOptions: SignInOptions;
    /** The app's own origin, which the API's guard asks of requests that change something. */
    apiOrigin: string;
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

  // Signed-in pages rendered with their data (decision 080).
  const renderSignedIn = hasBuild
    ? signedInRenderer(app, {
        webBuildFolder: deps.webBuildFolder,
        timeZone: deps.timeZone,
        apiOrigin: deps.apiOrigin,
        log: app.log,
      })
    : null;

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
    const pathname = request.url.split('?')[0] ?? '/';
    // A page for someone signed in names its chunks at once; a signed-out one needs none.
    const preloads = session !== null ? preloadsFor(pathname) : '';
    const state: PageState = { session, signInOptions: deps.signInOptions };
    let html: string;
    let styleSources: string[];
    const renderState: PageState = {
      ...state,
      narrowScreen: narrowScreen(request),
      renderedAt: Date.now(),
    };
    const signedIn =
      session && renderSignedIn && rendersSignedIn(session, request.url)
        ? await renderSignedIn(request, renderState, request.url)
        : null;
    if (signedIn) {
      // The page paints with its data: its stylesheets are needed before it, not after.
      const page = withRenderedRoot(indexHtml, signedIn.html).replace(
        '</head>',
        `${pageStateElement(renderState)}${pageQueriesElement(signedIn.queries)}${withStylesheets(preloads)}</head>`,
      );
      html = withScriptsAfterFirstPaint(page);
      styleSources = styleAttributeSources(signedIn.html);
    } else {
      const rendered =
        session === null && showsPlainSignIn(request.url)
          ? await renderedSignedOutPage(indexHtml)
          : null;
      styleSources = rendered?.styleAttributeSources ?? [];
      html = (rendered?.html ?? indexHtml).replace(
        '</head>',
        `${pageStateElement(state)}${preloads}</head>`,
      );
    }
    if (styleSources.length > 0) {
      const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
      reply.raw.setHeader('content-security-policy', policyAllowing(policy, styleSources));
    }
    html = html
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replaceAll(SCRIPT_NONCE_PLACEHOLDER, nonces?.script ?? '');
    const { encoding, body } = compressedPage(html, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding')
      .send(body);
  });
}
