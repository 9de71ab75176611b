import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_INFO_PATH, CLIENT_INFO_SENDER_QUERY } from 'shared/contract/client-info';
import { clientInfoSchema } from 'shared/contract/client-info-schema';
import { CreatedResponse, type ClientInfoResponse } from 'shared/contract/site-responses';
import type { Database } from '../../db/client';
import { forbidden, unauthorized } from '../../lib/http-error';
import { publicFormRoute } from '../../lib/public-form-route';
import { executiveIdOf } from '../../partners/referral-link/referral-service';
import { requestLanguage } from '../../lib/request-language';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { saveClientInfo } from './service';

const SenderQuery = Type.Object({
  [CLIENT_INFO_SENDER_QUERY]: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});

/** A form that names its BDE (`?as=`) is taken from that BDE's own session only. */
async function checkNamedSender(db: Database['db'], request: FastifyRequest): Promise<void> {
  const named = (request.query as Record<string, string | undefined>)[CLIENT_INFO_SENDER_QUERY];
  if (named === undefined) return;
  const session = request.session;
  if (session?.kind !== 'bde') throw unauthorized();
  if ((await executiveIdOf(db, named)) !== session.subjectId)
    throw forbidden('This form was filled in by another BDE.');
}

export function clientInfoRoutes(app: FastifyInstance, database: Database, notices: NoticeSettings) {
  publicFormRoute(app, database.db, {
    path: CLIENT_INFO_PATH,
    scope: 'client-info',
    perClient: 300,
    summary: 'Send a client enquiry (the services a company needs)',
    description:
      "A BDE's code credits the lead only when that BDE's own session sends it; otherwise a valid referral " +
      "cookie (from a BDE's personal link) credits that BDE. The acknowledgement is " +
      'written in the language `Accept-Language` names (English unless one of the six). ' +
      "`?as=<bdeCode>` (the BDE portal) is taken only from that BDE's session: 401 without one, 403 from another.",
    body: clientInfoSchema,
    answer: CreatedResponse,
    query: SenderQuery,
    checkSender: (request) => checkNamedSender(database.db, request),
    idempotent: true,
    prepare: (request) => app.referrals.referrerOf(request),
    save: async (info, request, db, referrer): Promise<ClientInfoResponse> => ({
      id: (
        await saveClientInfo(db, info, request.session, notices, requestLanguage(request), referrer ?? null)
      ).id,
    }),
  });
}
