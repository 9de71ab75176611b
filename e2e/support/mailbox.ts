import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { TestSmtpServer } from '../../api/src/platform/email/test-smtp-server';
import { REPO_ROOT, startServer } from './server';

/**
 * Reading what the site sent to a real SMTP server started by the spec (the outbox worker polls every
 * few seconds, so each read waits for its email).
 */
export function mailbox(smtp: TestSmtpServer) {
  /** The email to `address` whose subject matches, once the worker has sent it (it polls every few seconds). */
  async function emailTo(address: string, subject: RegExp): Promise<ParsedMail> {
    let found: ParsedMail | undefined;
    await expect
      .poll(
        () => {
          found = smtp.received
            .filter(
              (email) =>
                email.envelope.to.includes(address.toLowerCase()) || email.envelope.to.includes(address),
            )
            .map((email) => email.mail)
            .reverse()
            .find((mail) => subject.test(mail.subject ?? ''));
          return Boolean(found);
        },
        { timeout: 30_000, message: `an email to ${address} about ${subject}` },
      )
      .toBe(true);
    return found!;
  }

  /** A header as it arrived: its whole line (`List-Unsubscribe: <…>`), or undefined. */
  const headerLine = (mail: ParsedMail, name: string) =>
    // A long header arrives folded over several lines (RFC 5322): unfolded here.
    mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, '');

  /** The link in the email's text part that carries `#name=…`. */
  function linkIn(mail: ParsedMail, name: 'confirm' | 'unsubscribe' | 'reset'): string {
    const link = new RegExp(`https?://\\S+#${name}=[\\w-]+`).exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    expect(mail.html || '').toContain(`href="${link}"`);
    return link!;
  }

  return { emailTo, linkIn, headerLine };
}

/**
 * The site on its own port and fresh embedded database (with `env` added to its environment), its
 * outbox worker sending to a real SMTP server started here; staff notices go to `staffInbox`.
 */
export async function startSiteWithMailbox(
  port: number,
  staffInbox: string,
  env: Record<string, string> = {},
) {
  const smtp = await TestSmtpServer.start();
  const dataDir = path.join(REPO_ROOT, `.data-e2e-${port}`);
  const site = await startServer({
    port,
    dataDir,
    env: {
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: staffInbox,
      MAIL_FROM: 'Deccan Stack <hello@example.in>',
      ...env,
    },
  });
  return {
    url: site.url,
    dataDir,
    /** Stops the server and keeps its database, for the test to read (until `stop`). */
    halt: () => site.halt(),
    ...mailbox(smtp),
    async stop() {
      await site.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await smtp.close();
    },
  };
}
