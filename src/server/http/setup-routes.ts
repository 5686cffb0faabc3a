/** The first-run set-up page's API: check a link, create the first super admin. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { firstAdminSchema } from '../../shared/domain/account/first-admin.schema';
import { completeFirstRun, SETUP_LINK_INVALID, setupLinkProblem } from '../auth/first-run';
import type { Database } from '../db/client';
import { AppError, parseInput } from '../errors';

const tokenSchema = z.object({ token: z.string().min(1).max(200) });

export function mountSetupRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.get('/api/setup/status', async (request) => {
    const parsed = tokenSchema.safeParse(request.query);
    const problem = parsed.success
      ? await setupLinkProblem(deps.db, parsed.data.token)
      : SETUP_LINK_INVALID;
    return problem ? { valid: false, message: problem } : { valid: true };
  });

  app.post('/api/setup', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = tokenSchema.safeParse(body);
    if (!token.success)
      return reply.status(403).send({ code: 'FORBIDDEN', message: SETUP_LINK_INVALID });
    try {
      const input = parseInput(firstAdminSchema, body);
      await completeFirstRun(deps.db, token.data.token, input);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = error.code === 'VALIDATION_FAILED' ? 400 : 403;
      return reply.status(status).send({
        code: error.code,
        message: error.message,
        fieldErrors: error.extensions.fieldErrors,
      });
    }
  });
}
