import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAuditEvent } from '../audit-log.ts';
import { authenticateUser } from '../guards.ts';
import { parseInput } from '../input.ts';
import { requestClient } from '../request-client.ts';
import type { AuthServices } from '../services.ts';

const logoutQuery = z.object({
  scope: z
    .enum(['global', 'local', 'others'], { error: 'scope must be global, local or others' })
    .default('global'),
});

/** POST /logout: ends sessions server-side, so their refresh and access tokens stop working. */
export function logoutRoutes(app: FastifyInstance, services: AuthServices) {
  app.post('/logout', async (request, reply) => {
    const { scope } = parseInput(logoutQuery, request.query);
    const { user, session } = await authenticateUser(services, request);
    const { db } = services.store;
    await db.transaction().execute(async (trx) => {
      if (scope === 'local') await services.sessions.end(trx, session.id);
      else
        await services.sessions.endAllOf(trx, user.id, scope === 'others' ? session.id : undefined);
      await recordAuditEvent(trx, {
        action: 'sign_out',
        userId: user.id,
        detail: { scope },
        ...requestClient(request),
      });
    });
    return reply.code(204).send();
  });
}
