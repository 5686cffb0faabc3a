/** GraphQL Yoga mounted on Fastify at /graphql. Unexpected errors are masked and logged. */
import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { MailRoute } from '../mail/mailer';
import type { Auth } from '../auth/auth';
import type { Invitations } from '../auth/invitation';
import type { Notifier } from '../mail/notifier';
import type { ReadMemory } from '../db/read-memory';
import type { ViewerLookup } from '../auth/viewer';
import type { Database } from '../db/client';
import type { Geocoder } from '../geocode/geocoder';
import type { CalendarFeedLinks } from '../modules/calendar-feed/feed-links';
import type { DailyDashboardStats } from '../modules/dashboard/dashboard.service';
import type { ChangeFeed } from '../realtime/change-feed';
import { isErrorCode } from '../../shared/errors';
import { AppError } from '../errors';
import { toFetchHeaders } from '../http/fetch-bridge';
import { ReferenceNames } from './reference-names';
import type { GraphQLContext } from './context';
import { compiledExecution } from './compiled-execution';
import { protectionPlugins } from './protection';
import { heavyLanePlugin } from './request-cost';
import { IgnoredWaits } from './ignored-waits';
import { wellFormedTextPlugin } from './well-formed-text';
import { schema } from './schema';
import { compressedAnswers } from '../http/compression';

// Checked by shape, not instanceof: graphql-js may be loaded twice (ESM and CommonJS builds).
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function innermost(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const next = (current as { originalError?: unknown } | null)?.originalError;
    if (!next) break;
    current = next;
  }
  return current;
}

function originalOf(error: unknown): unknown {
  return isGraphQLError(error) && error.originalError ? error.originalError : error;
}

/** A request the schema refuses is the caller's mistake: VALIDATION_FAILED unless coded. */
function asValidationError(error: GraphQLError): GraphQLError {
  // Yoga's own codes (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED…) join our closed set.
  // The compiled executor's errors (a bad variable) may have no extensions at all.
  if (isErrorCode(error.extensions?.code)) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...(error.extensions ?? {}), code: 'VALIDATION_FAILED' },
  });
}

/** The AppError a resolver threw, however many times graphql-js wrapped it. */
function findAppError(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

/**
 * Yoga answers requests the schema refuses (parse and validation errors, query limits) with
 * codes of its own; callers see only our closed set, so these become VALIDATION_FAILED.
 */
const normalizeErrorCodes: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Symbol.asyncIterator in Object(result)) return;
    const results = (Array.isArray(result) ? result : [result]) as ExecutionResult[];
    const normalized = results.map((single) => {
      if (!single.errors?.some((error) => !isErrorCode(error.extensions?.code))) return single;
      return {
        ...single,
        errors: single.errors.map((error) =>
          isErrorCode(error.extensions?.code)
            ? error
            : new GraphQLError(error.message, {
                nodes: error.nodes,
                positions: error.positions,
                source: error.source,
                path: error.path,
                extensions: { ...error.extensions, code: 'VALIDATION_FAILED' },
              }),
        ),
      };
    });
    setResult((Array.isArray(result) ? normalized : normalized[0]!) as never);
  },
};

/** The answer sent instead of one larger than the ceiling: nothing of it, and why. */
function oversizedAnswer(maxAnswerBytes: number): string {
  const megabytes = Number((maxAnswerBytes / 1024 / 1024).toFixed(2));
  return JSON.stringify({
    data: null,
    errors: [
      {
        message: `The answer would be larger than ${megabytes} MB, the most the server sends at once. Ask for fewer records (a smaller limit) or fewer fields.`,
        extensions: { code: 'VALIDATION_FAILED' },
      },
    ],
  });
}

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export function mountGraphQL(
  app: FastifyInstance,
  deps: {
    db: Database;
    auth: Auth;
    logger: FastifyBaseLogger;
    changeFeed: ChangeFeed;
    orgTimeZone: string;
    invitations: Invitations;
    mailRoute: MailRoute;
    notifier: Notifier;
    geocoder: Geocoder;
    calendarFeedLinks: CalendarFeedLinks;
    signInProviders: { id: string; label: string }[];
    /** The signed-in person of a request (auth/viewer.ts), shared with the page server. */
    viewerOf: ViewerLookup;
    overviewMemory: ReadMemory<DailyDashboardStats> | null;
    allowIntrospection: boolean;
    /** Larger answers are replaced by an error (MAX_ANSWER_MB, decision 060). */
    maxAnswerBytes: number;
  },
) {
  const { viewerOf } = deps;
  const ignoredWaits = new IgnoredWaits();
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    // One operation per request: a batch would multiply what the limits below allow.
    batching: false,
    plugins: [
      ...protectionPlugins({ allowIntrospection: deps.allowIntrospection, ignoredWaits }),
      wellFormedTextPlugin(),
      normalizeErrorCodes,
      compiledExecution(),
      // After compiled execution, so that it wraps the execution that runs (decision 087).
      heavyLanePlugin(),
    ],
    landingPage: false,
    logging: false,
    maskedErrors: {
      maskError(error) {
        const appError = findAppError(error);
        if (appError) return appError;
        // Errors of the request itself (syntax, unknown field, bad variable) are safe to show.
        if (isGraphQLError(error) && isGraphQLError(innermost(error)))
          return asValidationError(error);
        const requestId = crypto.randomUUID();
        deps.logger.error(
          { err: originalOf(error), requestId },
          'Unexpected error in GraphQL operation',
        );
        return new GraphQLError(
          `Something went wrong on the server. Please try again. (reference ${requestId})`,
          {
            extensions: { code: 'INTERNAL', requestId },
          },
        );
      },
    },
    context: async ({ req }): Promise<GraphQLContext> => ({
      db: deps.db,
      changeFeed: deps.changeFeed,
      orgTimeZone: deps.orgTimeZone,
      invitations: deps.invitations,
      mailRoute: deps.mailRoute,
      notifier: deps.notifier,
      geocoder: deps.geocoder,
      calendarFeedLinks: deps.calendarFeedLinks,
      signInProviders: deps.signInProviders,
      overviewMemory: deps.overviewMemory,
      viewer: await viewerOf(toFetchHeaders(req.headers)),
      names: new ReferenceNames(deps.db),
      requestId: String(req.id),
    }),
  });

  app.route({
    url: '/graphql',
    // Lists and exports are large and repetitive; why this is safe: decision 051.
    compress: compressedAnswers,
    // POST only: a GET can be triggered by any page (a link, an image), so it is never accepted.
    method: ['POST'],
    // A sign-in that ignored the wait its refusal named is answered before its body is read.
    onRequest: (req, reply, done) => {
      const refusal = ignoredWaits.atTheDoor(req.headers.cookie);
      if (!refusal) return done();
      reply
        .status(429)
        .header('retry-after', String(refusal.extensions.retryAfterSeconds))
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ data: null, errors: [refusal.toJSON()] }));
    },
    // Cross-site requests and bodies other than JSON are refused for every route: request-guard.ts.
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A live-update stream goes out as it comes; any other answer is read whole first, so
      // that its size is known: small ones are not compressed, and large ones in one go.
      const streaming = response.headers.get('content-type')?.includes('text/event-stream');
      if (streaming) return reply.send(response.body);
      const answer = Buffer.from(await response.arrayBuffer());
      if (answer.byteLength <= deps.maxAnswerBytes) return reply.send(answer);
      // The cost limit bounds how many values an answer holds, not how long each is; this
      // bounds what one answer takes from the network and the browser (decision 060).
      deps.logger.warn(
        { requestId: req.id, bytes: answer.byteLength },
        'GraphQL answer over MAX_ANSWER_MB refused',
      );
      return reply.send(oversizedAnswer(deps.maxAnswerBytes));
    },
  });
}
