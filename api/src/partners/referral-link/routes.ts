import type { FastifyInstance } from 'fastify';
import { BDE_PORTAL_PATHS, MARKETING_PATHS, USER_PORTAL_PATHS } from 'shared/contract/route-paths';
import { REFERRAL_LINK_PREFIX, REFERRAL_PATHS, REFERRAL_SIGN_UPS_SHOWN } from 'shared/contract/referral-link';
import {
  ReferralLinkResponse,
  ReferralSignUpsResponse,
  ReferralStatsResponse,
  ReferrerResponse,
} from 'shared/contract/referral-link-responses';
import type { Db } from '../../db/client';
import { partnerNotFound } from '../../lib/partner-errors';
import { guarded } from '../../plugins/guards';
import { executiveIdOf, referralSignUps, referralWeeks, type ReferralLinks } from './referral-service';

/** Where `?to=` may send a visitor after the link: the pages it is meant for, on this site. */
const LANDING_PATHS = new Set<string>([
  MARKETING_PATHS.home,
  MARKETING_PATHS.clientInfo,
  MARKETING_PATHS.contact,
  BDE_PORTAL_PATHS.bdeRegister,
  USER_PORTAL_PATHS.userSignUp,
]);

const landingOf = (to: unknown) => (typeof to === 'string' && LANDING_PATHS.has(to) ? to : '/');

/**
 * A BDE's personal link: the BDE's own link and counts (portal), the referrer a registration page
 * fills in, and /r/<token>, which sets the referral cookie and sends the visitor on to the site.
 */
export function referralLinkRoutes(
  app: FastifyInstance,
  { db, now, referrals }: { db: Db; now: () => number; referrals: ReferralLinks },
) {
  app.get(
    REFERRAL_PATHS.link,
    {
      preHandler: [app.requireBde],
      schema: {
        summary: "The signed-in BDE's personal link",
        description:
          'A visitor who follows it is credited to the BDE for 30 days (a first-party cookie). The link is signed: a changed character credits no one.',
        response: { 200: ReferralLinkResponse },
      },
    },
    async (request, reply): Promise<ReferralLinkResponse> => {
      reply.header('cache-control', 'no-store');
      return { url: referrals.url(guarded(request.bde).bdeCode) };
    },
  );

  app.get(
    REFERRAL_PATHS.stats,
    {
      preHandler: [app.requireBde],
      schema: {
        summary: "The signed-in BDE's link, week by week: visits and what came of them",
        response: { 200: ReferralStatsResponse },
      },
    },
    async (request, reply): Promise<ReferralStatsResponse> => {
      reply.header('cache-control', 'no-store');
      return { weeks: await referralWeeks(db, guarded(request.bde).id, now()) };
    },
  );

  app.get<{ Params: { bdeCode: string } }>(
    REFERRAL_PATHS.staffWeeks.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: "One BDE's personal link, week by week: visits and what came of them",
        response: { 200: ReferralStatsResponse },
      },
    },
    async (request, reply): Promise<ReferralStatsResponse> => {
      const executiveId = await executiveIdOf(db, request.params.bdeCode);
      if (executiveId === null) throw partnerNotFound();
      reply.header('cache-control', 'no-store');
      return { weeks: await referralWeeks(db, executiveId, now()) };
    },
  );

  app.get<{ Params: { bdeCode: string } }>(
    REFERRAL_PATHS.staffSignUps.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: "The latest users who signed up through one BDE's personal link",
        description:
          `Newest first, at most ${REFERRAL_SIGN_UPS_SHOWN}, with how many in all. ` +
          'An account its user has deleted is not listed.',
        response: { 200: ReferralSignUpsResponse },
      },
    },
    async (request, reply): Promise<ReferralSignUpsResponse> => {
      const executiveId = await executiveIdOf(db, request.params.bdeCode);
      if (executiveId === null) throw partnerNotFound();
      reply.header('cache-control', 'no-store');
      return referralSignUps(db, executiveId);
    },
  );

  app.get(
    REFERRAL_PATHS.referrer,
    {
      schema: {
        summary: 'The BDE whose personal link this browser came through',
        description:
          'Read from the referral cookie, which only the server checks: the registration page fills "Referred by" with it.',
        response: { 200: ReferrerResponse },
      },
    },
    async (request, reply): Promise<ReferrerResponse> => {
      reply.header('cache-control', 'private, no-store');
      return { bdeCode: (await referrals.referrerOf(request))?.bdeCode ?? null };
    },
  );

  // Not an API route: the address a BDE hands out. Whatever the token, the visitor lands on the site.
  app.get<{ Params: { token: string }; Querystring: { to?: unknown } }>(
    `${REFERRAL_LINK_PREFIX}:token`,
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const { token } = request.params;
      const referrer = await referrals.referrerOfToken(token);
      if (referrer) {
        // A reload by a browser that already carries this very link is not a new visit.
        const repeat = request.cookies[referrals.cookieName] === token;
        referrals.setCookie(reply, token);
        if (!repeat) await referrals.recordVisit(request, referrer.id, now());
      }
      return reply.redirect(landingOf(request.query.to), 302);
    },
  );
}
