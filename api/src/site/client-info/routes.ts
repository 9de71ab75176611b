import type { FastifyInstance } from 'fastify';
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { clientInfoSchema } from 'shared/contract/client-info-schema';
import { CreatedResponse, type ClientInfoResponse } from 'shared/contract/site-responses';
import type { Database } from '../../db/client';
import { publicFormRoute } from '../../lib/public-form-route';
import { requestLanguage } from '../../lib/request-language';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { saveClientInfo } from './service';

export function clientInfoRoutes(app: FastifyInstance, database: Database, notices: NoticeSettings) {
  publicFormRoute(app, database.db, {
    path: CLIENT_INFO_PATH,
    scope: 'client-info',
    perClient: 300,
    summary: 'Send a client enquiry (the services a company needs)',
    description:
      "A BDE's code credits the lead only when that BDE's own session sends it; otherwise a valid referral " +
      "cookie (from a BDE's personal link) credits that BDE. The acknowledgement is " +
      'written in the language `Accept-Language` names (English unless one of the six).',
    body: clientInfoSchema,
    answer: CreatedResponse,
    idempotent: true,
    prepare: (request) => app.referrals.referrerOf(request),
    save: async (info, request, db, referrer): Promise<ClientInfoResponse> => ({
      id: (
        await saveClientInfo(db, info, request.session, notices, requestLanguage(request), referrer ?? null)
      ).id,
    }),
  });
}
