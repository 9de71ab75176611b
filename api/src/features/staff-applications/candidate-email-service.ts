import { eq } from 'drizzle-orm';
import { APPLICATION_STAGES, type ApplicationStage } from 'shared/contract/careers';
import {
  APPLICATION_MESSAGES,
  type InterviewInvitationRequest,
} from 'shared/contract/staff-application-schema';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { queueEmail } from '../email/outbox-service';
import { interviewInvitationEmail, notSelectedEmail } from '../email/templates/application';
import type { StateChange } from '../staff-notes/notes-service';
import { lockApplication } from './application-service';

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
  await queueEmail(db, {
    to: application.email,
    ...interviewInvitationEmail({ openingTitle: application.openingTitle, ...invitation }),
  });
  return { email: application.email, stage: { before: application.stage, after: stage } };
}

/**
 * Queues the "not selected" message to the candidate's address (never staff's reason); a 409 unless
 * the application is at Not selected. Undefined when there is no such application.
 */
export async function sendNotSelected(
  db: Db,
  id: number,
  careersLink: string,
): Promise<CandidateEmailSent | undefined> {
  const application = await lockApplication(db, id);
  if (!application) return undefined;
  if (application.stage !== 'not selected') throw conflict(APPLICATION_MESSAGES.notSelectedFirst);
  await queueEmail(db, {
    to: application.email,
    ...notSelectedEmail({
      openingTitle: application.openingTitle,
      keepOnFile: application.keepOnFile,
      careersLink,
    }),
  });
  return { email: application.email, stage: { before: application.stage, after: application.stage } };
}
