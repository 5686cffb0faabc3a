/** GraphQL Yoga mounted on Fastify at /graphql. Unexpected errors are masked and logged. */
import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { Auth } from '../auth/auth';
import { getViewer } from '../auth/viewer';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { toFetchHeaders } from '../http/fetch-bridge';
import type { GraphQLContext } from './context';
import { schema } from './schema';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export function mountGraphQL(app: FastifyInstance, deps: { db: Database; auth: Auth; logger: FastifyBaseLogger }) {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: {
      maskError(error) {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        if (original instanceof AppError) return original;
        if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
        const requestId = crypto.randomUUID();
        deps.logger.error({ err: original, requestId }, 'Unexpected error in GraphQL operation');
        return new GraphQLError(`Something went wrong on the server. Please try again. (reference ${requestId})`, {
          extensions: { code: 'INTERNAL', requestId },
        });
      },
    },
    context: async ({ req }): Promise<GraphQLContext> => ({
      db: deps.db,
      viewer: await getViewer(deps.auth, toFetchHeaders(req.headers)),
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
