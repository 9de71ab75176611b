import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/contract/messages';
import { NEWSLETTER_PATHS, NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { newsletterSchema } from 'shared/contract/newsletter-schema';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PAGE_PATH,
  UNSUBSCRIBE_FRAGMENT,
} from 'shared/contract/newsletter-subscription';
import {
  newsletterConfirmSchema,
  newsletterUnsubscribeSchema,
} from 'shared/contract/newsletter-subscription-schema';
import { NewsletterConfirmed, NewsletterLeft } from 'shared/contract/newsletter-subscription-responses';
import { NewsletterResponse } from 'shared/contract/site-responses';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { publicFormRoute } from '../../lib/public-form-route';
import { requestLanguage } from '../../lib/request-language';
import { bodySchema } from '../../lib/request-schema';
import { invalidField, validateBody } from '../../lib/validate';
import { confirmSubscription, subscribe, unsubscribe } from './subscription-service';
import type { UnsubscribeKeys } from './unsubscribe-keys';

/** Subscriptions per client address in a window. */
export const NEWSLETTER_PER_CLIENT = 120;

/** The newsletter box, its confirmation link, and the two ways to leave. */
export async function newsletterRoutes(
  app: FastifyInstance,
  {
    db,
    publicOrigin,
    now,
    unsubscribeKeys,
  }: { db: Db; publicOrigin: string; now: () => number; unsubscribeKeys: UnsubscribeKeys },
) {
  publicFormRoute(app, db, {
    path: NEWSLETTER_SUBSCRIBE_PATH,
    scope: 'newsletter',
    perClient: NEWSLETTER_PER_CLIENT,
    summary: 'Subscribe to the newsletter (emails a confirmation link)',
    description:
      'A new or unconfirmed address is sent a link to confirm (again at most every few minutes), in the ' +
      'language `Accept-Language` names (English unless one of the six); a confirmed one gets 409.',
    body: newsletterSchema,
    answer: NewsletterResponse,
    save: async ({ emailAddress }, request): Promise<NewsletterResponse> => {
      const at = new Date(now());
      const outcome = await subscribe(db, emailAddress, {
        publicOrigin,
        now: at,
        unsubscribeKeys,
        language: requestLanguage(request),
      });
      if (outcome === 'already-confirmed') {
        throw conflict(MESSAGES.newsletterAlreadySubscribed, {
          emailAddress: [MESSAGES.newsletterAlreadySubscribed],
        });
      }
      return { emailAddress, subscribedAt: at.toISOString() };
    },
  });

  app.post(
    NEWSLETTER_PATHS.confirm,
    {
      schema: {
        summary: 'Confirms a subscription with the emailed link’s token',
        description: 'Works once, for a week; a dead link is a 400 naming `token`.',
        body: bodySchema(newsletterConfirmSchema),
        response: { 200: NewsletterConfirmed },
      },
    },
    async (request, reply): Promise<NewsletterConfirmed> => {
      const { token } = await validateBody(newsletterConfirmSchema, request.body);
      const emailAddress = await confirmSubscription(db, token, new Date(now()));
      if (!emailAddress) throw invalidField('token', NEWSLETTER_MESSAGES.badConfirmLink);
      reply.header('cache-control', 'no-store');
      return { emailAddress, message: NEWSLETTER_MESSAGES.confirmed };
    },
  );

  app.post(
    NEWSLETTER_PATHS.unsubscribe,
    {
      schema: {
        summary: 'Leaves the newsletter with the key of an email’s unsubscribe link',
        description:
          'The address is deleted and its consent marked withdrawn. An unknown key is a 400 naming `key`.',
        body: bodySchema(newsletterUnsubscribeSchema),
        response: { 200: NewsletterLeft },
      },
    },
    async (request, reply): Promise<NewsletterLeft> => {
      const { key } = await validateBody(newsletterUnsubscribeSchema, request.body);
      if (!(await unsubscribe(db, key, new Date(now())))) {
        throw invalidField('key', NEWSLETTER_MESSAGES.badUnsubscribeLink);
      }
      reply.header('cache-control', 'no-store');
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );

  await app.register(async (scope) => {
    // RFC 8058 recommends multipart/form-data for the one-click POST (url-encoded is also allowed, and
    // parsed app-wide). Its only field is fixed, so the body is read (a few bytes at most) and dropped.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    const keyQuery = {
      type: 'object',
      properties: { key: { type: 'string', minLength: 1 } },
      required: ['key'],
    } as const;

    scope.post(
      NEWSLETTER_PATHS.oneClickUnsubscribe,
      {
        // Mail programs post this from their own servers, with no cookie or token (RFC 8058).
        config: { fromMailPrograms: true },
        schema: {
          summary: 'One-click unsubscribe (RFC 8058), as mail programs send it from List-Unsubscribe',
          description:
            'The key is in the query; the body is `List-Unsubscribe=One-Click` (multipart or url-encoded). Answers 200 for any well-formed key, so repeating it is harmless.',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
          querystring: keyQuery,
          response: { 200: NewsletterLeft },
        },
      },
      async (request, reply): Promise<NewsletterLeft> => {
        const { key } = await validateBody(newsletterUnsubscribeSchema, request.query);
        await unsubscribe(db, key, new Date(now()));
        reply.header('cache-control', 'no-store');
        return { message: NEWSLETTER_MESSAGES.unsubscribed };
      },
    );

    // A mail program without one-click opens the header's address in a browser: that changes nothing,
    // and leads to the page, whose button unsubscribes.
    scope.get(
      NEWSLETTER_PATHS.oneClickUnsubscribe,
      {
        schema: {
          summary: 'The one-click address opened in a browser: on to the unsubscribe page',
          description: 'Changes nothing; 303 to the privacy page with the key in its fragment.',
          querystring: keyQuery,
          response: { 303: Type.Null({ description: 'Location: the page, `#unsubscribe=<key>`.' }) },
        },
      },
      async (request, reply) => {
        const { key } = await validateBody(newsletterUnsubscribeSchema, request.query);
        reply.header('cache-control', 'no-store');
        return reply.redirect(`${NEWSLETTER_PAGE_PATH}#${UNSUBSCRIBE_FRAGMENT}=${key}`, 303);
      },
    );
  });
}
