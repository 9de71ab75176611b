import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  ApplicationResumeContent,
  OpeningApplicationsCsv,
} from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES } from 'shared/contract/staff-application-schema';
import { copyHeaders } from '../../lib/copy-headers';
import { HttpError } from '../../lib/http-error';
import { todayInIndia } from '../../lib/india-time';
import { pathId } from '../../lib/path-id';
import { refuseOtherSites } from '../../lib/refuse-other-sites';
import type { StaffDeps } from '../../lib/staff-deps';
import { actorOf, plain, recordAudit } from '../../back-office/audit-log/audit-service';
import { applicationsCsv, openingForExport } from './csv-service';
import { openResume } from './staff-resume-service';

/** `slug` as a file name's part: letters, digits and dashes only. */
const safePart = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '_').slice(0, 60);

/** What leaves the back office as a file: a résumé, and an opening's applications as CSV. */
export function applicationFileRoutes(app: FastifyInstance, { db, cryptoBox, now }: StaffDeps) {
  const hiring = [...app.staffOnly('hiring'), refuseOtherSites];

  app.get(
    STAFF_PATHS.applicationResume.pattern,
    {
      preHandler: hiring,
      // Fastify would answer HEAD by running the handler: an audited read with nothing read.
      exposeHeadRoute: false,
      onSend: copyHeaders,
      schema: {
        summary: "Download a job application's résumé",
        description:
          'Decrypted on the server and sent as an attachment (`resume-<id>.pdf` or `.docx`) with `Cache-Control: no-store`, ' +
          'under `Content-Security-Policy: sandbox` (nothing in it runs) and `nosniff`. Every opening writes an ' +
          '`application.resume-open` audit row in the transaction that reads it. A request another site started ' +
          '(`Sec-Fetch-Site: cross-site` or `same-site`) gets 403.',
        response: { 200: ApplicationResumeContent },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params, 'applicationId');
      const opened = await openResume(db, cryptoBox, actorOf(request), id);
      if (!opened) throw new HttpError(404, APPLICATION_MESSAGES.applicationNotFound);
      return reply
        .type(opened.mimeType)
        .header('Content-Disposition', `attachment; filename="${opened.fileName}"`)
        .send(opened.content);
    },
  );

  app.get(
    STAFF_PATHS.openingApplicationsCsv.pattern,
    {
      preHandler: hiring,
      exposeHeadRoute: false,
      schema: {
        summary: "An opening's applications as CSV",
        description:
          'A download (`Content-Disposition: attachment`), never cached, written a batch at a time, oldest first. ' +
          'The export and its row count are audited first (`application.export`).',
        response: { 200: OpeningApplicationsCsv },
      },
    },
    async (request, reply) => {
      const openingId = pathId(request.params, 'openingId');
      const opening = await openingForExport(db, openingId);
      if (!opening) throw new HttpError(404, APPLICATION_MESSAGES.openingNotFound);
      await recordAudit(db, actorOf(request), {
        action: 'application.export',
        targetType: 'opening',
        targetId: openingId,
        detail: { rows: opening.rows, title: plain(opening.title) },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="applications-${safePart(opening.slug)}-${todayInIndia(now())}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(applicationsCsv(db, openingId));
    },
  );
}
