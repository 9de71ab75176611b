import type { FastifyInstance } from 'fastify';
import { CONTACT_PATH } from 'shared/contract/contact';
import { CreatedResponse, type ContactResponse } from 'shared/contract/site-responses';
import { contactSchema } from 'shared/contract/contact-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter, formLimits } from '../../lib/attempt-limiter';
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { saveContactMessage } from './service';

export function contactRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(database.db, formLimits(120));

  const schema = {
    summary: 'Write to the company',
    body: bodySchema(contactSchema),
    response: { 201: CreatedResponse },
  };
  app.post(CONTACT_PATH, { schema }, async (request, reply): Promise<ContactResponse> => {
    await limiter.attempt('contact', request);
    const message = await validateBody(contactSchema, request.body);
    const row = await saveContactMessage(database.db, message);
    reply.status(201);
    return { id: row.id };
  });
}
