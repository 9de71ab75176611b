import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/contract/messages';
import { NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { newsletterSchema } from 'shared/contract/newsletter-schema';
import { NewsletterResponse } from 'shared/contract/site-responses';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { publicFormRoute } from '../../lib/public-form-route';
import { addSubscriber } from './service';

/** Subscriptions per client address in a window. */
export const NEWSLETTER_PER_CLIENT = 120;

export function newsletterRoutes(app: FastifyInstance, database: Database) {
  publicFormRoute(app, database.db, {
    path: NEWSLETTER_SUBSCRIBE_PATH,
    scope: 'newsletter',
    perClient: NEWSLETTER_PER_CLIENT,
    summary: 'Subscribe to the newsletter',
    description: 'An address already subscribed gets 409.',
    body: newsletterSchema,
    answer: NewsletterResponse,
    save: async ({ emailAddress }): Promise<NewsletterResponse> => {
      const row = await addSubscriber(database.db, emailAddress);
      if (!row) {
        throw conflict(MESSAGES.newsletterAlreadySubscribed, {
          emailAddress: [MESSAGES.newsletterAlreadySubscribed],
        });
      }
      return { emailAddress: row.emailAddress, subscribedAt: row.createdAt.toISOString() };
    },
  });
}
