import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { careersPages } from './hiring/openings/careers-pages';
import { contactPage } from './site/config/contact-page';
import { careersRoutes } from './hiring/openings/routes';
import { clientInfoRoutes } from './site/client-info/routes';
import { contactRoutes } from './site/contact/routes';
import { executiveAuthRoutes } from './partners/executives/auth-routes';
import { prepareIdentityData } from './partners/executives/identity-data';
import { LegacyDocumentFolder } from './partners/executives/legacy-documents';
import { executiveRegistrationRoutes } from './partners/executives/registration-routes';
import { healthRoutes } from './platform/health/routes';
import { pincodeRoutes } from './site/pincode/routes';
import { stateRoutes } from './site/states/routes';
import { seedStates } from './site/states/seed';
import { AttemptLimiter, AUTH_LIMITS, type AttemptLimits } from './lib/attempt-limiter';
import { newsletterRoutes } from './site/newsletter/routes';
import { UnsubscribeKeys } from './site/newsletter/unsubscribe-keys';
import { seoRoutes } from './site/seo/routes';
import { siteConfigRoutes } from './site/config/routes';
import { apiReferenceRoutes } from './site/api-reference/routes';
import { portalAppRoutes } from './site/portal-app/routes';
import { bdePortalRoutes } from './partners/portal/routes';
import { referralLinkRoutes } from './partners/referral-link/routes';
import { ReferralLinks } from './partners/referral-link/referral-service';
import { bdeEarningsRoutes } from './earnings/statements/routes';
import { staffPartnerEarningsRoutes } from './earnings/statements/staff-routes';
import { bdeDataRoutes } from './partners/personal-data/routes';
import { passwordResetRoutes } from './accounts/password-reset/routes';
import { registerMailWorker } from './platform/email/mail-worker-hooks';
import { OutboxKeys } from './platform/email/outbox-seal';
import { prepareOutbox } from './platform/email/outbox-settings';
import { MESSAGE_LIMITS, bdeInboxRoutes } from './partners/inbox/routes';
import { staffPartnerMessageRoutes } from './partners/inbox/staff-routes';
import { bdeSettingsRoutes } from './partners/settings/routes';
import { businessRoutes } from './partners/business/routes';
import { executivePortalRoutes } from './partners/executives/portal-routes';
import { proposalRoutes } from './partners/proposals/routes';
import { userRoutes } from './accounts/users/routes';
import { userDataRoutes } from './accounts/user-data/routes';
import { staffAccountRoutes } from './accounts/staff/routes';
import { staffMessageRoutes } from './site/contact/staff-routes';
import { staffLeadRoutes } from './partners/leads/staff-routes';
import { staffOverviewRoutes } from './back-office/overview/routes';
import { staffPartnerRoutes } from './partners/executives/staff-routes';
import { staffSubscriberRoutes } from './site/newsletter/staff-routes';
import { auditLogRoutes } from './back-office/audit-log/routes';
import { staffOutboxRoutes } from './platform/email/staff-routes';
import { staffErasureRoutes } from './back-office/erasure-requests/routes';
import { staffApplicationRoutes } from './hiring/applications/staff-routes';
import { staffOpeningRoutes } from './hiring/openings/staff-routes';
import { jobApplicationRoutes } from './hiring/applications/routes';
import { earningsLedgerRoutes } from './earnings/ledger/routes';
import { payoutRoutes } from './earnings/payouts/routes';
import type { StaffDeps } from './lib/staff-deps';
import { BlindIndex } from './lib/blind-index';
import { firstPageData } from './lib/page-data';
import { CryptoBox } from './lib/crypto-box';
import { idempotencyHashKey } from './lib/idempotency';
import { DocumentStore } from './lib/document-store';
import { registerAfterResponse } from './plugins/after-response';
import { createAntiForgery, registerAntiForgery } from './plugins/anti-forgery';
import { registerErrorHandling } from './plugins/errors';
import { registerRequestId, requestIdOf } from './plugins/request-id';
import { RequestLineLog } from './plugins/request-log';
import { registerMetrics } from './platform/metrics/register-metrics';
import { registerRouteContract } from './plugins/route-contract';
import { registerGuards } from './plugins/guards';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerStaticSites } from './plugins/static-sites';
import { DeviceCookies } from './lib/device-cookie';
import { normaliseEmailKeys } from './db/normalise-email-keys';
import { PersonKeys } from './back-office/audit-log/person-key-service';
import { startReleases } from './platform/remote-releases/start-releases';
import { staffReleaseRoutes } from './platform/remote-releases/staff-routes';
import { startRemoteFailures } from './platform/remote-failures/start-remote-failures';

const INVALID_ADDRESS = { title: 'The address is not valid.', status: 400 };

declare module 'fastify' {
  interface FastifyInstance {
    /** The BDEs' identity-document copies (decrypted on reading), for staff screens. */
    identityDocuments: DocumentStore;
  }
}

interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Signs anti-forgery tokens; 32 bytes. */
  secretKey: Buffer;
  /** Encrypts identity data (Aadhaar, PAN, document copies) at rest; 32 bytes. */
  dataKey: Buffer;
  /** Earlier data keys, only to decrypt what they wrote (key rotation). */
  previousDataKeys?: Buffer[];
  /** Keys the Aadhaar and PAN blind indexes (duplicate checks); 32 bytes, not the data key. */
  indexKey: Buffer;
  /** The one clock every part of the app reads (tests set it to check expiry); Date.now by default. */
  now?: () => number;
  /** Sign-in and sign-up limits; tests of the per-address ceiling use a low one to stay quick. */
  authLimits?: AttemptLimits;
  logger?: FastifyServerOptions['logger'];
  /** The server's own logger (it logs before the app exists); replaces `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Tests: fail any API answer that does not match the schema its route declares. */
  checkResponses?: boolean;
}

/** Builds the whole HTTP application; `server.ts` listens, tests call `app.inject`. */
export async function buildApp({
  config,
  database,
  secretKey,
  dataKey,
  previousDataKeys = [],
  indexKey,
  now = Date.now,
  authLimits = AUTH_LIMITS,
  logger = false,
  loggerInstance,
  checkResponses = false,
}: AppDeps) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger }),
    // One line per request instead of Fastify's two.
    logController: new RequestLineLog(),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The id a proxy set (X-Request-Id), checked, is on every log line of the request as `reqId`
    // (Fastify's label; its own reading of the header is off, requestIdOf checks it).
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Paths are matched exactly as the API spells them (/api/User/login): case matters, as on the original.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors the router meets before any hook runs (a URL that is not valid UTF-8, say) answer in our JSON too.
    frameworkErrors: (_error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(400).send(INVALID_ADDRESS);
    },
  });
  // No route takes plain text; without this parser such bodies are refused with 415.
  app.removeContentTypeParser('text/plain');

  // Before any route: each declares its schemas, and is listed for the reference and the robustness suite.
  const contract = registerRouteContract(app, { checkResponses });
  registerErrorHandling(app);
  registerAfterResponse(app);
  registerRequestId(app);
  registerMetrics(app, database);
  // PostgreSQL text cannot hold NUL; an address carrying one is refused before it reaches a query.
  // (Callback hooks: this and the anti-forgery check run on every request, and cost less than a promise.)
  app.addHook('onRequest', (request, reply, done) => {
    if (/%00/i.test(request.url)) return void reply.code(400).send(INVALID_ADDRESS);
    done();
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerSecurityHeaders(app, config);

  const secureCookies = config.publicOrigin.startsWith('https:');
  const antiForgery = createAntiForgery(secretKey, secureCookies);
  app.decorate('idempotencyHashKey', idempotencyHashKey(secretKey));
  await registerSessions(app, {
    db: database.db,
    listen: database.listen,
    secureCookies,
    now,
    onChange: (request, reply) => antiForgery.issue(request, reply),
  });
  registerAntiForgery(app, antiForgery, config.publicOrigin);
  // requireUser, requireBde and the owner checks, which routes list as their preHandler.
  await app.register(registerGuards, { db: database.db });

  const identityKeys = {
    cryptoBox: new CryptoBox(dataKey, previousDataKeys),
    blindIndex: new BlindIndex(indexKey),
  };
  // Before anything answers: keys that do not open the stored data stop the start here.
  await prepareIdentityData(database.db, identityKeys, new LegacyDocumentFolder(config.uploadsDir), app.log);
  // Emails carrying a link's secret are sealed to this key's public half, which the database is given.
  const outboxKeys = new OutboxKeys(dataKey, previousDataKeys);
  await prepareOutbox(database.db, { keys: outboxKeys, cap: config.mailRecipientCap });
  app.decorate('identityDocuments', new DocumentStore(database.db, identityKeys.cryptoBox));

  healthRoutes(app, database);

  await seedStates(database.db);
  const keys = await normaliseEmailKeys(database.db);
  if (keys.clashes) app.log.warn(`${keys.clashes} accounts share an email address in another spelling`);
  stateRoutes(app, database.db);
  pincodeRoutes(app, { serviceUrl: config.pincodeServiceUrl });
  // The database and the one clock, handed to every route group that reads the time.
  const clocked = { db: database.db, now };
  const devices = new DeviceCookies(secretKey, secureCookies);
  const authLimiter = () => new AttemptLimiter(database.db, authLimits, now, devices);
  const bdeLimiter = authLimiter();
  const notices = { staffAddress: config.staffNotifyEmail, publicOrigin: config.publicOrigin };
  // BDEs' personal links: the forms below credit what a visitor who followed one sends.
  const referrals = new ReferralLinks(database.db, secretKey, secureCookies, config.publicOrigin);
  app.decorate('referrals', referrals);
  await executiveRegistrationRoutes(app, { db: database.db, ...identityKeys, limiter: bdeLimiter, notices });
  executiveAuthRoutes(app, { ...clocked, limiter: bdeLimiter });
  const unsubscribeKeys = new UnsubscribeKeys(indexKey);
  await newsletterRoutes(app, { ...clocked, publicOrigin: config.publicOrigin, unsubscribeKeys });
  contactRoutes(app, database, notices);
  await jobApplicationRoutes(app, {
    ...clocked,
    cryptoBox: identityKeys.cryptoBox,
    notices,
    keyLimits: authLimits,
  });
  clientInfoRoutes(app, database, notices);
  seoRoutes(app, { ...clocked, config });
  careersRoutes(app, clocked);
  siteConfigRoutes(app, config);
  userRoutes(app, database, authLimiter());
  userDataRoutes(app, database, authLimiter(), now);
  executivePortalRoutes(app, database);
  proposalRoutes(app, database);
  businessRoutes(app, database);
  bdePortalRoutes(app, clocked);
  referralLinkRoutes(app, { ...clocked, referrals });
  bdeEarningsRoutes(app, clocked);
  bdeInboxRoutes(app, { ...clocked, messageLimiter: new AttemptLimiter(database.db, MESSAGE_LIMITS, now) });
  bdeSettingsRoutes(app, {
    ...clocked,
    cryptoBox: identityKeys.cryptoBox,
    limiter: bdeLimiter,
    publicOrigin: config.publicOrigin,
  });
  const personKeys = new PersonKeys(identityKeys.cryptoBox);
  bdeDataRoutes(app, { ...clocked, notices, personKeys });
  passwordResetRoutes(app, { ...clocked, limiter: authLimiter(), publicOrigin: config.publicOrigin });

  // The back office (/api/staff/*): every group gets the same dependencies.
  const staff: StaffDeps = {
    ...clocked,
    config,
    cryptoBox: identityKeys.cryptoBox,
    personKeys,
    documents: app.identityDocuments,
    limiter: authLimiter(),
    unsubscribeKeys,
  };
  for (const routes of [
    staffAccountRoutes,
    staffOverviewRoutes,
    staffMessageRoutes,
    staffLeadRoutes,
    staffPartnerRoutes,
    staffPartnerEarningsRoutes,
    staffSubscriberRoutes,
    auditLogRoutes,
    staffOutboxRoutes,
    staffApplicationRoutes,
    staffOpeningRoutes,
    earningsLedgerRoutes,
    payoutRoutes,
    staffPartnerMessageRoutes,
  ]) {
    routes(app, staff);
  }
  // Erasure seals placeholders where the identity numbers were, with the same keys.
  staffErasureRoutes(app, { ...staff, identity: identityKeys });
  // Which release of each remote visitors get: the database's rows, followed on every instance.
  const releases = await startReleases(app, {
    db: database.db,
    listen: database.listen,
    config,
    secretKey,
    secureCookies,
    now,
  });
  staffReleaseRoutes(app, { ...staff, ...releases });
  // The browsers' reports of remotes that failed, counted per release; a failing canary rolled back.
  startRemoteFailures(app, {
    db: database.db,
    config,
    now,
    entriesFor: (request, reply) => releases.visitors.entriesFor(request, reply),
    feed: releases.feed,
  });
  apiReferenceRoutes(app, config.publicOrigin);
  // The BDE portal's manifest, icons and service worker, at the releases each visitor gets.
  portalAppRoutes(app, {
    config,
    entriesFor: (request, reply) => releases.visitors.entriesFor(request, reply),
  });
  // Sends the outbox when SMTP_URL is set; stops with the app, before the database closes.
  registerMailWorker(app, { ...clocked, config, outboxKeys });

  await registerStaticSites(
    app,
    config,
    antiForgery,
    firstPageData(careersPages(clocked), contactPage(config)),
    releases.visitors,
  );
  contract.seal();
  return app;
}
