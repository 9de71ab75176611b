import type { FastifyInstance } from 'fastify';
import { CLIENT_INFO_PATH, type ClientInfoResponse } from 'shared/contract/client-info';
import { clientInfoSchema } from 'shared/contract/client-info-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter, formLimits } from '../../lib/attempt-limiter';
import { validateBody } from '../../lib/validate';
import { saveClientInfo } from './service';

export function clientInfoRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(database.db, formLimits(300));

  app.post(CLIENT_INFO_PATH, async (request, reply): Promise<ClientInfoResponse> => {
    await limiter.attempt('client-info', request);
    const info = await validateBody(clientInfoSchema, request.body);
    const row = await saveClientInfo(database.db, info, request.session);
    reply.status(201);
    return { id: row.id };
  });
}
