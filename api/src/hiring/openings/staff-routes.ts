import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openingSchema } from 'shared/contract/opening-schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import { StaffOpeningListResponse, StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import type { Db } from '../../db/client';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import { openingAnswer, openingNotFound } from './opening-answer';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffListRoute } from '../../lib/staff-list-route';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import {
  OPENING_FILTERS,
  OPENING_SORTS,
  closeOpening,
  createOpening,
  listOpenings,
  parseOpeningQuery,
  publishOpening,
  reopenOpening,
  updateOpening,
  type StatusChange,
} from './opening-edit-service';
import { staffOpeningTranslationRoutes } from './translation-routes';

const CONFLICT = 'A change its state does not allow answers 409, saying why; nothing is changed.';

/**
 * Openings in the back office, for recruiters and admins: the list, one opening, creating a draft,
 * changing it, publishing, closing and reopening it, and its texts in other languages
 * (translation-routes.ts). Every change is audited (`opening.*`).
 */
export function staffOpeningRoutes(app: FastifyInstance, deps: StaffDeps) {
  const { db, now } = deps;
  const hiring = app.staffOnly('hiring');
  const answer = openingAnswer(deps);

  /** Runs a change of state in its transaction with its audit row, then answers the opening. */
  async function changeState(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    change: (tx: Db, id: number, at: number) => Promise<StatusChange | undefined>,
  ) {
    const id = pathId(request.params, 'openingId');
    const changed = await auditedChange(
      db,
      actorOf(request),
      (done) => ({
        action,
        targetType: 'opening',
        targetId: done.id,
        detail: {
          slug: plain(done.slug),
          from: plain(done.from),
          to: plain(done.to),
          ...(done.firstPublished === undefined ? {} : { firstPublished: done.firstPublished }),
        },
      }),
      (tx: Db) => change(tx, id, now()),
    );
    if (!changed) throw openingNotFound();
    return answer(reply, id);
  }

  staffListRoute(app, {
    access: 'hiring',
    path: STAFF_PATHS.openings,
    summary: 'Openings of every status, a page at a time',
    description:
      '`q` searches the title; `status` is draft, published or closed. Each with its number of applications.',
    sorts: OPENING_SORTS,
    filters: OPENING_FILTERS,
    response: StaffOpeningListResponse,
    parse: parseOpeningQuery,
    page: (query) => listOpenings(db, query, now()),
  });

  app.post(
    STAFF_PATHS.openings,
    {
      preHandler: hiring,
      schema: {
        summary: 'Create an opening, as a draft',
        description:
          'Its address (`slug`) is made from the title: lower-case words joined by -, with -2, -3… when ' +
          'taken or reserved. A closing date may not be in the past. Audited as `opening.create`.',
        body: bodySchema(openingSchema),
        response: { 201: StaffOpeningResponse },
      },
    },
    async (request, reply): Promise<StaffOpeningResponse> => {
      const fields = await validateBody(openingSchema, request.body);
      const created = await auditedChange(
        db,
        actorOf(request),
        (row) => ({
          action: 'opening.create',
          targetType: 'opening',
          targetId: row.id,
          detail: { slug: plain(row.slug) },
        }),
        (tx: Db) => createOpening(tx, fields, now()),
      );
      reply.status(201);
      return answer(reply, created.id);
    },
  );

  app.get(
    STAFF_PATHS.opening.pattern,
    {
      preHandler: hiring,
      schema: { summary: 'One opening, every field', response: { 200: StaffOpeningResponse } },
    },
    async (request, reply) => answer(reply, pathId(request.params, 'openingId')),
  );

  app.post(
    STAFF_PATHS.opening.pattern,
    {
      preHandler: hiring,
      schema: {
        summary: "Change an opening's fields",
        description:
          'Every field, as when creating it. A published opening changes on /careers at once; a draft’s ' +
          'address follows its title until it is first published, and never changes after. A closed ' +
          `opening must be reopened first (409). ${CONFLICT} Audited as \`opening.update\` with the ` +
          "names of the fields changed (a change that changes nothing is not recorded, nor is the opening's time of change).",
        body: bodySchema(openingSchema),
        response: { 200: StaffOpeningResponse },
      },
    },
    async (request, reply): Promise<StaffOpeningResponse> => {
      const id = pathId(request.params, 'openingId');
      const fields = await validateBody(openingSchema, request.body);
      const updated = await auditedChange(
        db,
        actorOf(request),
        (result) =>
          result.changed.length === 0
            ? null
            : {
                action: 'opening.update',
                targetType: 'opening',
                targetId: id,
                detail: {
                  fields: result.changed.map(plain),
                  ...(result.slug === result.slugBefore
                    ? {}
                    : { slugBefore: plain(result.slugBefore), slug: plain(result.slug) }),
                },
              },
        (tx: Db) => updateOpening(tx, id, fields, now()),
      );
      if (!updated) throw openingNotFound();
      return answer(reply, id);
    },
  );

  const stateRoutes = [
    {
      path: STAFF_PATHS.openingPublish.pattern,
      action: 'opening.publish',
      change: publishOpening,
      summary: 'Publish a draft opening',
      description:
        'It is listed on /careers and takes applications; its address never changes from now on. Its ' +
        `closing date, if any, must not have passed (400 naming closesOn). ${CONFLICT}`,
    },
    {
      path: STAFF_PATHS.openingClose.pattern,
      action: 'opening.close',
      change: closeOpening,
      summary: 'Close a published opening',
      description: `It leaves /careers and takes no more applications; its page says it has closed. ${CONFLICT}`,
    },
    {
      path: STAFF_PATHS.openingReopen.pattern,
      action: 'opening.reopen',
      change: reopenOpening,
      summary: 'Reopen a closed opening as a draft',
      description: `To change it and publish it again, at the same address. ${CONFLICT}`,
    },
  ];
  for (const route of stateRoutes) {
    app.post(
      route.path,
      {
        preHandler: hiring,
        schema: {
          summary: route.summary,
          description: `${route.description} Audited as \`${route.action}\`.`,
          response: { 200: StaffOpeningResponse },
        },
      },
      async (request, reply): Promise<StaffOpeningResponse> =>
        changeState(request, reply, route.action, route.change),
    );
  }

  staffOpeningTranslationRoutes(app, deps);
}
