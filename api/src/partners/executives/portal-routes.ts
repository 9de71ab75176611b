import type { FastifyInstance } from 'fastify';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { BdeProfileResponse, HierarchyResponse } from 'shared/contract/executive-responses';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { NOT_YOUR_CODE, guarded } from '../../plugins/guards';
import { childrenQuery, downlineMemberId, fullNameOf, ownProfile } from './service';

// The admin tool names BDEs as the portal does.
export { fullNameOf } from './service';

const NOT_IN_DOWNLINE = 'That BDE is not in your downline.';

/** The portal's calls on executives: the BDE's own profile, and one level of their downline. */
export function executivePortalRoutes(app: FastifyInstance, { db }: Database) {
  app.get<{ Params: { bdeCode: string } }>(
    EXECUTIVE_PATHS.byCode.pattern,
    {
      preHandler: [app.requireBde, app.ownBdeCodeParam],
      schema: {
        summary: "The signed-in BDE's own profile",
        description: 'Aadhaar and PAN are shown masked: only their last four characters.',
        response: { 200: BdeProfileResponse },
      },
    },
    async (request, reply): Promise<BdeProfileResponse> => {
      const bde = guarded(request.bde);
      const profile = await ownProfile(db, bde.id);
      if (!profile) throw forbidden(NOT_YOUR_CODE);
      reply.header('cache-control', 'no-store');
      return profile;
    },
  );

  // The caller's own code, or that of anyone below them in the referral tree; else 403.
  app.get<{ Params: { bdeCode: string } }>(
    EXECUTIVE_PATHS.hierarchy.pattern,
    {
      preHandler: [app.requireBde],
      schema: {
        summary: 'One level of a downline',
        description: "For the signed-in BDE's own code or the code of anyone below them; else 403.",
        response: { 200: HierarchyResponse },
      },
    },
    async (request, reply): Promise<HierarchyResponse> => {
      const bde = guarded(request.bde);
      const { bdeCode } = request.params;
      const parentId = bdeCode === bde.bdeCode ? bde.id : await downlineMemberId(db, bde.id, bdeCode);
      if (parentId === null) throw forbidden(NOT_IN_DOWNLINE);
      const rows = await childrenQuery(db, parentId);
      reply.header('cache-control', 'no-store');
      return { children: rows.map((row) => ({ fullName: fullNameOf(row), bdeCode: row.bdeCode })) };
    },
  );
}
