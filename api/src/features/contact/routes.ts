import type { FastifyInstance } from 'fastify';
import { CONTACT_PATH, type ContactResponse } from 'shared/contract/contact';
import { contactSchema } from 'shared/contract/contact-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter, formLimits } from '../../lib/attempt-limiter';
import { validateBody } from '../../lib/validate';
import { saveContactMessage } from './service';

export function contactRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(database.db, formLimits(120));

  app.post(CONTACT_PATH, async (request, reply): Promise<ContactResponse> => {
    await limiter.attempt('contact', request);
    const message = await validateBody(contactSchema, request.body);
    const row = await saveContactMessage(database.db, message);
    reply.status(201);
    return { id: row.id };
  });
}
