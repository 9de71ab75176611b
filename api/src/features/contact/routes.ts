import type { FastifyInstance } from 'fastify';
import { CONTACT_PATH, type ContactResponse } from 'shared/contract/contact';
import { contactSchema } from 'shared/contract/contact-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { validateBody } from '../../lib/validate';
import { saveContactMessage } from './service';

/** Enough for a person who writes a few times; not enough to flood the inbox. */
const LIMITS = { perClient: 20, perAccount: Number.POSITIVE_INFINITY, windowMs: 15 * 60 * 1000 };

export function contactRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(LIMITS);

  app.post(CONTACT_PATH, async (request, reply): Promise<ContactResponse> => {
    limiter.attempt('contact', request, '');
    const message = await validateBody(contactSchema, request.body);
    const row = await saveContactMessage(database.db, message);
    reply.status(201);
    return { id: row.id };
  });
}
