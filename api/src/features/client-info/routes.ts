import type { FastifyInstance } from 'fastify';
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { CreatedResponse, type ClientInfoResponse } from 'shared/contract/site-responses';
import { clientInfoSchema } from 'shared/contract/client-info-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter, formLimits } from '../../lib/attempt-limiter';
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { saveClientInfo } from './service';

export function clientInfoRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(database.db, formLimits(300));

  const schema = {
    summary: 'Send a client enquiry (the services a company needs)',
    description: "A BDE's code credits the lead only when that BDE's own session sends it.",
    body: bodySchema(clientInfoSchema),
    response: { 201: CreatedResponse },
  };
  app.post(CLIENT_INFO_PATH, { schema }, async (request, reply): Promise<ClientInfoResponse> => {
    await limiter.attempt('client-info', request);
    const info = await validateBody(clientInfoSchema, request.body);
    const row = await saveClientInfo(database.db, info, request.session);
    reply.status(201);
    return { id: row.id };
  });
}
