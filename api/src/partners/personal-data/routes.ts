import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BDE_DATA_MESSAGES, BDE_DATA_PATHS, MY_DATA_FILE } from 'shared/contract/bde-data';
import { BdeDataExport, BdeErasureState } from 'shared/contract/bde-data-responses';
import { erasureRequestSchema } from 'shared/contract/bde-data-schema';
import type { Db } from '../../db/client';
import { conflict, forbidden, unauthorized } from '../../lib/http-error';
import { refuseOtherSites } from '../../lib/refuse-other-sites';
import { bodySchema, querySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import type { PersonKeys } from '../../back-office/audit-log/person-key-service';
import { asSeenByBde, latestRequest, requestErasure, type ErasureNotices } from './erasure-request-service';
import { exportBdeData } from './export-service';

/** Another site may not send a signed-in browser to the audited download (a link, a new window). */
async function onlyFromThisSite(request: FastifyRequest) {
  try {
    await refuseOtherSites(request);
  } catch {
    throw forbidden(BDE_DATA_MESSAGES.exportFromOtherSite);
  }
}

/** A BDE's rights over their own data: a copy of it, and asking for its erasure. */
export function bdeDataRoutes(
  app: FastifyInstance,
  {
    db,
    notices,
    now,
    personKeys,
  }: { db: Db; notices: ErasureNotices; now: () => number; personKeys: PersonKeys },
) {
  const ownCode = [app.requireBde, app.ownBdeCodeQuery];

  app.get(
    BDE_DATA_PATHS.myData.pattern,
    {
      preHandler: [...ownCode, onlyFromThisSite],
      // Fastify would answer HEAD by running the handler: an audited export nobody receives.
      exposeHeadRoute: false,
      schema: {
        summary: 'Everything the site holds about the signed-in BDE, as a JSON download (own code only)',
        description:
          'Profile (Aadhaar and PAN only masked), the document copies held (not their content), review, ' +
          'referrer and downline codes, proposals, projects, leads with their follow-ups, consent records, ' +
          `sessions (never their tokens), emails and erasure requests, as \`${MY_DATA_FILE}\`, never cached. ` +
          'Each export is audited as `bde.export`.',
        querystring: querySchema(BDE_DATA_PATHS.myData),
        response: { 200: BdeDataExport },
      },
    },
    async (request, reply): Promise<BdeDataExport> => {
      const data = await exportBdeData(db, {
        executiveId: guarded(request.bde).id,
        ipAddress: request.ip,
        sessionId: guarded(request.session).id,
        now: now(),
      });
      if (!data) throw unauthorized();
      reply
        .header('Content-Disposition', `attachment; filename="${MY_DATA_FILE}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.get(
    BDE_DATA_PATHS.erasureRequest.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's latest erasure request",
        description: 'Null when they have made none; a declined one carries the reason staff gave.',
        querystring: querySchema(BDE_DATA_PATHS.erasureRequest),
        response: { 200: BdeErasureState },
      },
    },
    async (request, reply): Promise<BdeErasureState> => {
      const row = await latestRequest(db, guarded(request.bde).id);
      reply.header('cache-control', 'no-store');
      return { request: row ? await asSeenByBde(db, personKeys, row) : null };
    },
  );

  app.post(
    BDE_DATA_PATHS.erasureRequest.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Asks the company to erase the signed-in BDE’s personal data',
        description:
          'Records a pending request (409 while one is pending), emails staff a notice and the BDE an ' +
          'acknowledgement, and is audited as `bde.erasure-request`. The reason is optional.',
        querystring: querySchema(BDE_DATA_PATHS.erasureRequest),
        body: bodySchema(erasureRequestSchema),
        response: { 201: BdeErasureState },
      },
    },
    async (request, reply): Promise<BdeErasureState> => {
      const { reason } = await validateBody(erasureRequestSchema, request.body);
      const row = await requestErasure(db, notices, {
        executiveId: guarded(request.bde).id,
        reason,
        ipAddress: request.ip,
        now: now(),
      });
      if (!row) throw unauthorized();
      if (row === 'pending') throw conflict(BDE_DATA_MESSAGES.alreadyPending);
      reply.code(201).header('cache-control', 'no-store');
      return { request: await asSeenByBde(db, personKeys, row) };
    },
  );
}
