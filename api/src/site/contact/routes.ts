import type { FastifyInstance } from 'fastify';
import { CONTACT_PATH } from 'shared/contract/contact';
import { contactSchema } from 'shared/contract/contact-schema';
import { CreatedResponse, type ContactResponse } from 'shared/contract/site-responses';
import type { Database } from '../../db/client';
import { publicFormRoute } from '../../lib/public-form-route';
import { requestLanguage } from '../../lib/request-language';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { saveContactMessage } from './service';

export function contactRoutes(app: FastifyInstance, database: Database, notices: NoticeSettings) {
  publicFormRoute(app, database.db, {
    path: CONTACT_PATH,
    scope: 'contact',
    perClient: 120,
    summary: 'Write to the company',
    description:
      'The acknowledgement is written in the language `Accept-Language` names (English unless one of the six).',
    body: contactSchema,
    answer: CreatedResponse,
    save: async (message, request): Promise<ContactResponse> => ({
      id: (
        await saveContactMessage(
          database.db,
          message,
          notices,
          requestLanguage(request),
          (await app.referrals.referrerOf(request))?.id ?? null,
        )
      ).id,
    }),
  });
}
