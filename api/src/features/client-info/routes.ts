import type { FastifyInstance } from 'fastify';
import { CLIENT_INFO_PATH, type ClientInfoResponse } from 'shared/contract/client-info';
import { clientInfoSchema } from 'shared/contract/client-info-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { validateBody } from '../../lib/validate';
import { saveClientInfo } from './service';

/** BDEs enter leads one after another from one office, so the ceiling is higher than the contact form's. */
const LIMITS = { perClient: 60, perAccount: Number.POSITIVE_INFINITY, windowMs: 15 * 60 * 1000 };

export function clientInfoRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(LIMITS);

  app.post(CLIENT_INFO_PATH, async (request, reply): Promise<ClientInfoResponse> => {
    limiter.attempt('client-info', request, '');
    const info = await validateBody(clientInfoSchema, request.body);
    const row = await saveClientInfo(database.db, info);
    reply.status(201);
    return { id: row.id };
  });
}
