/** better-auth's routes at /api/auth/*, bridged from Fastify. */
import type { FastifyInstance } from 'fastify';
import { CLIENT_IP_HEADER, type Auth } from '../auth/auth';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';

export function mountAuthRoutes(app: FastifyInstance, deps: { auth: Auth; baseUrl: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const response = await deps.auth.handler(
        toFetchRequest(request, deps.baseUrl, CLIENT_IP_HEADER),
      );
      return sendFetchResponse(reply, response);
    },
  });
}
