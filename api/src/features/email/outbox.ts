import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { RenderedEmail } from './templates/render-email';

/** An email to send: a rendered template, to one address. */
export interface OutgoingEmail extends RenderedEmail {
  to: string;
}

/**
 * Queues an email: a row of the outbox, written with `db` — the transaction of the change that
 * causes it, so the email exists exactly when the change does. The worker sends it.
 */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values({
    template: email.template,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: JSON.stringify(email.headers ?? {}),
  });
}
