import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import { CandidateEmailQueued } from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES, interviewInvitationSchema } from 'shared/contract/staff-application-schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { todayInIndia } from '../../lib/india-time';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import { findApplication } from './staff-application-service';
import { inviteToInterview, sendNotSelected } from './candidate-email-service';

const notFound = () => new HttpError(404, APPLICATION_MESSAGES.applicationNotFound);

/**
 * The two emails staff send a candidate, from templates through the outbox: an interview invitation
 * and the "not selected" message. Each is queued with its audit row and any change of stage, in one
 * transaction.
 */
export function candidateEmailRoutes(app: FastifyInstance, { db, config, now, personKeys }: StaffDeps) {
  const hiring = app.staffOnly('hiring');

  async function answer(id: number): Promise<CandidateEmailQueued> {
    const application = await findApplication(db, id);
    if (!application) throw notFound();
    return { application };
  }

  app.post(
    STAFF_PATHS.applicationInterview.pattern,
    {
      preHandler: hiring,
      schema: {
        summary: 'Invite the candidate to an interview',
        description:
          "Emails the candidate's address an invitation (the opening's title, the day, the time in India and the place or the link; nothing the candidate typed) through the outbox. The date must be after today in India and within 180 days. An application at New or Screening moves to Interview; one at Not selected is refused (409). Audited as `application.interview`, the place or link sealed under the candidate's address. The invitation is kept with the application as sent (`interviews`).",
        body: bodySchema(interviewInvitationSchema),
        response: { 202: CandidateEmailQueued },
      },
    },
    async (request, reply): Promise<CandidateEmailQueued> => {
      const id = pathId(request.params, 'applicationId');
      const invitation = await validateBody(interviewInvitationSchema, request.body, {
        today: todayInIndia(now()),
      });
      const sent = await auditedChange(
        db,
        actorOf(request),
        ({ email, stage }) => ({
          action: 'application.interview',
          targetType: 'application',
          targetId: id,
          detail: {
            date: plain(invitation.date),
            time: plain(invitation.time),
            where: personKeys.personal(
              { kind: 'address', address: email },
              invitation.place ?? invitation.link ?? null,
            ),
            stage: { before: plain(stage.before), after: plain(stage.after) },
          },
        }),
        (tx: Db) => inviteToInterview(tx, id, invitation, new Date(now())),
      );
      if (!sent) throw notFound();
      reply.code(202).header('cache-control', 'no-store');
      return answer(id);
    },
  );

  app.post(
    STAFF_PATHS.applicationNotSelected.pattern,
    {
      preHandler: hiring,
      schema: {
        summary: 'Tell the candidate they were not selected',
        description:
          'Emails the candidate\'s address the "not selected" message (the opening\'s title; never the reason staff recorded) through the outbox. The application must be at Not selected (else 409), and a candidate is sent it once only: a second send, however soon, is a 409 and sends nothing. Audited as `application.not-selected`.',
        response: { 202: CandidateEmailQueued },
      },
    },
    async (request, reply): Promise<CandidateEmailQueued> => {
      const id = pathId(request.params, 'applicationId');
      const sent = await auditedChange(
        db,
        actorOf(request),
        { action: 'application.not-selected', targetType: 'application', targetId: id },
        (tx: Db) => sendNotSelected(tx, id, new URL('/careers', config.publicOrigin).href, new Date(now())),
      );
      if (!sent) throw notFound();
      reply.code(202).header('cache-control', 'no-store');
      return answer(id);
    },
  );
}
