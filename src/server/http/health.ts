import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers). */
export function mountHealth(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  app.get('/healthz', async (request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok', database: deps.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'Health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: deps.database.kind });
    }
  });
}
