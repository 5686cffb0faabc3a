/** Builds the HTTP server: security headers, sign-in routes, GraphQL, health and the web app. */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createAuth, type Auth } from './auth/auth';
import { createInvitations } from './auth/invitation';
import { startSessionMemory } from './auth/session-memory';
import { createViewerLookup } from './auth/viewer';
import { startOverviewMemory } from './modules/dashboard/dashboard.service';
import type { RememberedSession } from './auth/viewer';
import { createMailer, type Mailer } from './mail/mailer';
import { createNotifier } from './mail/notifier';
import type { DatabaseHandle } from './db/client';
import { tileSource, type AppConfig } from './env';
import { createGeocoder, geocoderUserAgent, type GeocoderOptions } from './geocode/geocoder';
import { mountGraphQL } from './graphql/yoga';
import { LOG_SERIALIZERS } from './http/log-errors';
import { registerApiRateLimit } from './http/api-rate-limit';
import { mountAuthRoutes } from './http/auth-routes';
import { mountHealth } from './http/health';
import { sendSecurityHeaders } from './http/security-headers';
import { guardRequests } from './http/request-guard';
import { registerCompression } from './http/compression';
import { mountSetupRoutes } from './http/setup-routes';
import { mountSpa } from './http/spa';
import { mountCalendarFeed } from './modules/calendar-feed/calendar-feed.http';
import { appVersion, webBuildFolder } from './paths';
import { ChangeFeed } from './realtime/change-feed';
import { registerRequestLog } from './http/request-log';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  authSecret: string;
  /** Defaults to dist/web; tests may point elsewhere. */
  webBuildFolder?: string;
  /**
   * Render the sign-in page as the server starts (decision 079), not for its first signed-out
   * visitor; `npm start` does, tests that never ask for a page need not.
   */
  renderSignInPageAtStart?: boolean;
  /** Tests replace the address lookup's provider URL, timeout, pacing interval and clock. */
  geocoder?: Partial<Pick<GeocoderOptions, 'baseUrl' | 'timeoutMs' | 'minIntervalMs' | 'clock'>>;
}

export interface App {
  server: FastifyInstance;
  auth: Auth;
  /** Where the app's e-mail goes; the background jobs send through it too (decision 067). */
  mailer: Mailer;
}

const VITE_DEV_ORIGIN = 'http://localhost:5173';

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const server = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : // Errors without a failed statement's values (decision 088).
          { level: config.logLevel, serializers: LOG_SERIALIZERS },
    // One line per request or less (request-log.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    trustProxy: config.trustProxy,
  });

  // Form posts (sign-in provider callbacks) are passed to better-auth as they came.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, body);
    },
  );

  sendSecurityHeaders(server, {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Map tiles come from the configured tile server (facilities map).
      imgSrc: ["'self'", 'data:', 'blob:', tileSource(config.mapTileUrl)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.baseUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: config.baseUrl.startsWith('https:'),
  });

  // A generous ceiling per client address; sign-in has its own tighter limits in better-auth.
  registerRequestLog(server, config.logRequests);
  await registerApiRateLimit(server, { max: config.apiRateLimit, database });

  // Origins allowed to send requests that change something (the app's own, the Vite dev server).
  const allowedOrigins = [
    new URL(config.baseUrl).origin,
    ...(config.nodeEnv === 'development' ? [VITE_DEV_ORIGIN] : []),
  ];
  // After helmet: a refused request still carries the security headers.
  guardRequests(server, { allowedOrigins });
  // Before the routes: each route says whether its answers are compressed.
  await registerCompression(server);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    log: (message) => server.log.info(message),
  });
  server.addHook('onClose', async () => mailer.close());

  const auth = createAuth({
    db: database.db,
    baseUrl: config.baseUrl,
    secret: deps.authSecret,
    allowSignUp: config.allowSignUp,
    rateLimit: config.authRateLimit,
    sessionIdleMinutes: config.sessionIdleMinutes,
    mailer,
    log: (message, error) => server.log.error({ err: error }, message),
    oidcProviders: config.oidcProviders,
    extraTrustedOrigins: config.nodeEnv === 'development' ? [VITE_DEV_ORIGIN] : [],
  });

  const invitations = createInvitations({
    db: database.db,
    mailer,
    baseUrl: config.baseUrl,
    log: (message, error) => server.log.error({ err: error }, message),
    issueResetCode: (email) =>
      auth.api.sendVerificationOTP({ body: { email, type: 'forget-password' } }),
  });

  const notifier = createNotifier({
    mailer,
    baseUrl: config.baseUrl,
    log: (message, error) => server.log.error({ err: error }, message),
  });

  const geocoder = createGeocoder({
    db: database.db,
    baseUrl: config.geocoderUrl,
    userAgent: geocoderUserAgent(appVersion(), config.mailFrom, config.baseUrl),
    log: (message, error) => server.log.warn({ err: error }, message),
    ...deps.geocoder,
  });

  const changeFeed = await ChangeFeed.start(database);
  server.addHook('onClose', () => changeFeed.close());
  const sessions = await startSessionMemory<RememberedSession>(database);
  if (sessions) server.addHook('onClose', () => sessions.stop());
  const overview = await startOverviewMemory(database);
  if (overview) server.addHook('onClose', () => overview.stop());

  mountHealth(server, { database });
  const signInOptions = {
    allowSignUp: config.allowSignUp,
    providers: config.oidcProviders.map(({ id, label }) => ({ id, label })),
  };
  mountAuthRoutes(server, { auth, baseUrl: config.baseUrl, signInOptions });
  // Who a request is from: for the API, and for the page, which knows it before its scripts ask.
  const viewerOf = createViewerLookup({
    auth,
    db: database.db,
    sessionMaxHours: config.sessionMaxHours,
    sessionMemory: sessions?.memory ?? null,
  });
  mountSetupRoutes(server, { db: database.db });
  server.get('/api/map-settings', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
  });
  const calendarFeedLinks = mountCalendarFeed(server, {
    db: database.db,
    secret: deps.authSecret,
    baseUrl: config.baseUrl,
    timeZone: config.orgTimeZone,
  });
  mountGraphQL(server, {
    db: database.db,
    auth,
    logger: server.log,
    changeFeed,
    orgTimeZone: config.orgTimeZone,
    invitations,
    mailRoute: mailer.route,
    notifier,
    geocoder,
    calendarFeedLinks,
    signInProviders: signInOptions.providers,
    viewerOf,
    overviewMemory: overview?.memory ?? null,
    allowIntrospection: config.nodeEnv === 'development',
    maxAnswerBytes: config.maxAnswerBytes,
  });
  await mountSpa(server, {
    webBuildFolder: deps.webBuildFolder ?? webBuildFolder,
    renderSignInPageAtStart: deps.renderSignInPageAtStart ?? false,
    timeZone: config.orgTimeZone,
    viewerOf,
    signInOptions,
    apiOrigin: allowedOrigins[0]!,
  });

  return { server, auth, mailer };
}
