import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/contract/messages';
import { NEWSLETTER_SUBSCRIBE_PATH, type NewsletterResponse } from 'shared/contract/newsletter';
import { newsletterSchema } from 'shared/contract/newsletter-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { conflict } from '../../lib/http-error';
import { validateBody } from '../../lib/validate';
import { addSubscriber } from './service';

/** A person subscribes once or twice; a script subscribing a list of strangers is stopped. */
const LIMITS = { perClient: 20, perAccount: Number.POSITIVE_INFINITY, windowMs: 15 * 60 * 1000 };

export function newsletterRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(LIMITS);

  app.post(NEWSLETTER_SUBSCRIBE_PATH, async (request, reply): Promise<NewsletterResponse> => {
    limiter.attempt('newsletter', request, '');
    const { emailAddress } = await validateBody(newsletterSchema, request.body);
    const row = await addSubscriber(database.db, emailAddress);
    if (!row) {
      throw conflict(MESSAGES.newsletterAlreadySubscribed, {
        emailAddress: [MESSAGES.newsletterAlreadySubscribed],
      });
    }
    reply.status(201);
    return { emailAddress: row.emailAddress, subscribedAt: row.createdAt.toISOString() };
  });
}
