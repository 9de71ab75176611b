import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { STAFF_RELEASE_PATHS, RELEASE_MESSAGES, type ReleaseRemote } from 'shared/contract/releases';
import { canarySchema, pinSchema, releaseStepSchema, unpinSchema } from 'shared/contract/releases-schema';
import { StaffReleasesResponse } from 'shared/contract/staff-release-responses';
import { conflict } from '../../lib/http-error';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { invalidField, validateBody } from '../../lib/validate';
import { actorOf, recordAudit, plain } from '../../back-office/audit-log/audit-service';
import { guarded } from '../../plugins/guards';
import { recentReleaseCounts } from '../remote-failures/failure-tally-service';
import { isPublished } from './published-releases-service';
import type { ReleaseCookies } from './release-cookies';
import type { ReleaseFeed } from './release-feed-service';
import { changeReleaseHere, overviewAnswer, releaseOverview } from './release-overview-service';
import {
  ReleaseRefused,
  StaleReleaseState,
  staffReleaseActor,
  type ReleaseChange,
} from './release-state-service';
import type { VisitorReleases } from './visitor-release-service';

export interface ReleaseRouteDeps extends StaffDeps {
  feed: ReleaseFeed;
  visitors: VisitorReleases;
  cookies: ReleaseCookies;
}

const CHANGE_DESCRIPTION =
  '`expect` is the `version` the list showed (0 for a remote never changed): when another change came ' +
  'first the answer is 409, saying what is there now, and nothing changes. Only releases published on ' +
  'this server can be named. Every change is audited and reaches every instance within seconds.';

/** The back office's releases screen: every staff member reads it and pins their own browser; admins change releases. */
export function staffReleaseRoutes(app: FastifyInstance, deps: ReleaseRouteDeps) {
  const { db, config, now, feed, visitors, cookies } = deps;
  const warn = (message: string) => app.log.warn(message);

  async function answer(request: FastifyRequest, reply: FastifyReply, pins = visitors.pinsOf(request)) {
    reply.header('cache-control', 'no-store');
    const [overview, failures] = await Promise.all([
      releaseOverview(db, config, warn),
      recentReleaseCounts(db, now()),
    ]);
    return overviewAnswer(overview, pins, failures) as StaffReleasesResponse;
  }

  app.get(
    STAFF_RELEASE_PATHS.releases,
    {
      preHandler: app.staffOnly('anyStaff'),
      schema: {
        summary: 'Every remote: its stable release, its canary, who changed it, its published releases',
        description:
          'With this browser’s pins (`pinned`, `pinExpiresAt`), and how often each release failed in ' +
          'visitors’ browsers over the last hour (`lastHour`).',
        response: { 200: StaffReleasesResponse },
      },
    },
    (request, reply) => answer(request, reply),
  );

  async function change(request: FastifyRequest, remote: ReleaseRemote, expect: number, step: ReleaseChange) {
    const staff = guarded(request.staff);
    try {
      const state = await changeReleaseHere(
        db,
        config,
        { remote, expect, change: step },
        staffReleaseActor(`${staff.name} (staff #${staff.id})`, actorOf(request)),
        warn,
      );
      feed.accept(state);
    } catch (error) {
      if (error instanceof StaleReleaseState) throw conflict(error.message, { expect: [error.message] });
      if (error instanceof ReleaseRefused) {
        if (error.conflict) throw conflict(error.message, { [error.field]: [error.message] });
        throw invalidField(error.field, error.message);
      }
      throw error;
    }
  }

  const adminChange = (summary: string, body: AnyObjectSchema) => ({
    preHandler: app.staffOnly('admin'),
    schema: {
      summary,
      description: CHANGE_DESCRIPTION,
      body: bodySchema(body),
      response: { 200: StaffReleasesResponse },
    },
  });

  app.post(
    STAFF_RELEASE_PATHS.canary,
    adminChange('Admin: a canary of a published release for a share of visitors', canarySchema),
    async (request, reply) => {
      const body = await validateBody(canarySchema, request.body);
      await change(request, body.remote, body.expect, {
        kind: 'canary',
        release: body.release,
        percent: body.percent,
      });
      return answer(request, reply);
    },
  );

  app.post(
    STAFF_RELEASE_PATHS.promote,
    adminChange('Admin: the canary becomes the stable release for every visitor', releaseStepSchema),
    async (request, reply) => {
      const body = await validateBody(releaseStepSchema, request.body);
      await change(request, body.remote, body.expect, { kind: 'promote' });
      return answer(request, reply);
    },
  );

  app.post(
    STAFF_RELEASE_PATHS.rollback,
    adminChange(
      'Admin: end the canary, or without one return to the stable release before the last promotion',
      releaseStepSchema,
    ),
    async (request, reply) => {
      const body = await validateBody(releaseStepSchema, request.body);
      await change(request, body.remote, body.expect, { kind: 'rollback' });
      return answer(request, reply);
    },
  );

  app.post(
    STAFF_RELEASE_PATHS.pin,
    {
      preHandler: app.staffOnly('anyStaff'),
      schema: {
        summary: 'Pin this browser to a published release of a remote',
        description:
          'For this browser and this staff member only, while signed in, for 8 hours; each page then says ' +
          'so. Audited as `release.pin`.',
        body: bodySchema(pinSchema),
        response: { 200: StaffReleasesResponse },
      },
    },
    async (request, reply) => {
      const body = await validateBody(pinSchema, request.body);
      if (!isPublished(config, body.remote, body.release))
        throw invalidField('release', RELEASE_MESSAGES.notPublished);
      const staff = guarded(request.staff);
      const releases = { ...visitors.pinsOf(request)?.releases, [body.remote]: body.release };
      const pins = cookies.writePins(reply, staff.id, releases, now());
      await recordAudit(db, actorOf(request), {
        action: 'release.pin',
        targetType: 'remote',
        targetId: body.remote,
        detail: { release: plain(body.release) },
      });
      return answer(request, reply, pins);
    },
  );

  app.post(
    STAFF_RELEASE_PATHS.unpin,
    {
      preHandler: app.staffOnly('anyStaff'),
      schema: {
        summary: 'End this browser’s pin of a remote',
        body: bodySchema(unpinSchema),
        response: { 200: StaffReleasesResponse },
      },
    },
    async (request, reply) => {
      const body = await validateBody(unpinSchema, request.body);
      const { [body.remote]: _ended, ...rest } = visitors.pinsOf(request)?.releases ?? {};
      const pins = cookies.writePins(reply, guarded(request.staff).id, rest, now());
      return answer(request, reply, pins);
    },
  );
}
