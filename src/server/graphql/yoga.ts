/** GraphQL Yoga mounted on Fastify at /graphql. Unexpected errors are masked and logged. */
import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { Auth } from '../auth/auth';
import { getViewer } from '../auth/viewer';
import type { Database } from '../db/client';
import type { ChangeFeed } from '../realtime/change-feed';
import { AppError } from '../errors';
import { toFetchHeaders } from '../http/fetch-bridge';
import type { GraphQLContext } from './context';
import { schema } from './schema';

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
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: 'VALIDATION_FAILED' },
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
    sessionMaxHours: number;
  },
) {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
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
      viewer: await getViewer(deps.auth, toFetchHeaders(req.headers), deps.sessionMaxHours),
      requestId: String(req.id),
    }),
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
