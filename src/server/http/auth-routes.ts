/** better-auth's routes at /api/auth/*, bridged from Fastify. */
import type { FastifyInstance } from 'fastify';
import { CLIENT_IP_HEADER, type Auth } from '../auth/auth';
import { isMountedAuthPath } from '../auth/auth-routes-decided';
import { authAnswerBody } from './auth-answers';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import type { SignInOptions } from '../../shared/page-state';

export function mountAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; baseUrl: string; signInOptions: SignInOptions },
) {
  app.get('/api/sign-in-options', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return deps.signInOptions;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      // Only the routes decided on reach the sign-in library (decision 089).
      const path = request.url.slice('/api/auth'.length).split('?')[0] ?? '';
      if (!isMountedAuthPath(path)) return reply.code(404).send({ message: 'Not found' });
      const response = await deps.auth.handler(
        toFetchRequest(request, deps.baseUrl, CLIENT_IP_HEADER),
      );
      return sendFetchResponse(reply, response, authAnswerBody);
    },
  });
}
