import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/contract/messages';
import { NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { NewsletterResponse } from 'shared/contract/site-responses';
import { newsletterSchema } from 'shared/contract/newsletter-schema';
import type { Database } from '../../db/client';
import { AttemptLimiter, formLimits } from '../../lib/attempt-limiter';
import { conflict } from '../../lib/http-error';
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { addSubscriber } from './service';

/** Subscriptions per client address in a window: a flood ceiling, far above one office's needs. */
export const NEWSLETTER_LIMITS = formLimits(120);

export function newsletterRoutes(app: FastifyInstance, database: Database) {
  const limiter = new AttemptLimiter(database.db, NEWSLETTER_LIMITS);

  const schema = {
    summary: 'Subscribe to the newsletter',
    description: 'An address already subscribed gets 409.',
    body: bodySchema(newsletterSchema),
    response: { 201: NewsletterResponse },
  };
  app.post(NEWSLETTER_SUBSCRIBE_PATH, { schema }, async (request, reply): Promise<NewsletterResponse> => {
    await limiter.attempt('newsletter', request);
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
