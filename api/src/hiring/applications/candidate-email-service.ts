import { and, eq, isNull } from 'drizzle-orm';
import { APPLICATION_STAGES, type ApplicationStage } from 'shared/contract/careers';
import {
  APPLICATION_MESSAGES,
  type InterviewInvitationRequest,
} from 'shared/contract/staff-application-schema';
import type { Db } from '../../db/client';
import { interviewInvitations, jobApplications } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { queueEmail } from '../../platform/email/outbox-service';
import { interviewInvitationEmail, notSelectedEmail } from '../../platform/email/templates/application';
import type { StateChange } from '../../back-office/notes/notes-service';
import { lockApplication } from './staff-application-service';

const INTERVIEW = APPLICATION_STAGES.indexOf('interview');

/** Sending an invitation moves an application that had not reached Interview there. */
const stageAfterInvitation = (stage: ApplicationStage): ApplicationStage =>
  APPLICATION_STAGES.indexOf(stage) < INTERVIEW ? 'interview' : stage;

/** What was sent, and to whom, for the audit row. */
export interface CandidateEmailSent {
  email: string;
  stage: StateChange<ApplicationStage>;
}

/**
 * Queues the interview invitation to the candidate's address and moves the application to Interview
 * when it was not there yet; a 409 when the candidate was not selected. Undefined when there is no
 * such application. Run it in the change's transaction (the email exists exactly when the change does).
 */
export async function inviteToInterview(
  db: Db,
  id: number,
  invitation: InterviewInvitationRequest,
  at: Date,
): Promise<CandidateEmailSent | undefined> {
  const application = await lockApplication(db, id);
  if (!application) return undefined;
  if (application.stage === 'not selected') throw conflict(APPLICATION_MESSAGES.invitingNotSelected);
  const stage = stageAfterInvitation(application.stage);
  if (stage !== application.stage) {
    await db
      .update(jobApplications)
      .set({ stage, notSelectedReason: null })
      .where(eq(jobApplications.id, id));
  }
  // Kept as sent, so staff see it on the application (it goes with the application).
  await db.insert(interviewInvitations).values({
    applicationId: id,
    date: invitation.date,
    time: invitation.time,
    place: invitation.place ?? null,
    link: invitation.link ?? null,
    sentAt: at,
  });
  await queueEmail(db, {
    to: application.email,
    ...interviewInvitationEmail(
      { openingTitle: application.openingTitle, ...invitation },
      application.language,
    ),
  });
  return { email: application.email, stage: { before: application.stage, after: stage } };
}

/**
 * Queues the "not selected" message to the candidate's address (never staff's reason) and records
 * when; a 409 unless the application is at Not selected, or when it was sent before (once per
 * candidate, whoever presses and however often). Undefined when there is no such application.
 */
export async function sendNotSelected(
  db: Db,
  id: number,
  careersLink: string,
  at: Date,
): Promise<CandidateEmailSent | undefined> {
  const application = await lockApplication(db, id);
  if (!application) return undefined;
  if (application.stage !== 'not selected') throw conflict(APPLICATION_MESSAGES.notSelectedFirst);
  // Conditional on the row itself, so two sends at once mark it once even without the row lock.
  const [marked] = await db
    .update(jobApplications)
    .set({ notSelectedSentAt: at })
    .where(and(eq(jobApplications.id, id), isNull(jobApplications.notSelectedSentAt)))
    .returning({ id: jobApplications.id });
  if (!marked) throw conflict(APPLICATION_MESSAGES.notSelectedAlreadySent);
  await queueEmail(db, {
    to: application.email,
    ...notSelectedEmail({
      openingTitle: application.openingTitle,
      keepOnFile: application.keepOnFile,
      careersLink,
      language: application.language,
    }),
  });
  return { email: application.email, stage: { before: application.stage, after: application.stage } };
}
