import { aadFor } from '../../lib/crypto-box';
import { hideLinkSecrets } from '../../lib/redact-url';
import type { OutboxRow } from './outgoing-message-service';
import { sealForOutbox, type OutboxKeys, type OutboxSealKey } from './outbox-seal';
import type { RecipientCap } from './recipient-cap';
import type { RenderedEmail } from './templates/render-email';

/** What queueing an email needs to know, wherever it runs: the seal's public key and the cap. */
export interface OutboxSettings {
  seal: OutboxSealKey;
  cap: RecipientCap;
}

/** An email to send: a rendered template, to one address. */
export interface OutgoingEmail extends RenderedEmail {
  to: string;
}

/** What a sealed body holds: the email's parts as the worker sends them. */
export interface EmailBody {
  text: string;
  html: string;
  /** Extra headers, as a JSON object. */
  headers: string;
}

/** A sealed body is bound to its row and its address: moved to another row, or readdressed, it no longer opens. */
export const sealedBodyAad = (id: number, toAddress: string) =>
  `${aadFor('email_outbox', 'sealed_body', id)}|${toAddress}`;

/**
 * The row to store: the parts with every link's secret hidden, as staff read them, and, when hiding
 * changed anything, the email as it is to be sent, sealed (only an instance holding DATA_KEY opens it).
 */
export function storedRow(id: number, email: OutgoingEmail, settings: OutboxSettings | null) {
  const body: EmailBody = {
    text: email.text,
    html: email.html,
    headers: JSON.stringify(email.headers ?? {}),
  };
  const shown: EmailBody = {
    text: hideLinkSecrets(body.text),
    html: hideLinkSecrets(body.html),
    headers: JSON.stringify(
      Object.fromEntries(
        Object.entries(email.headers ?? {}).map(([name, value]) => [name, hideLinkSecrets(value)]),
      ),
    ),
  };
  const hidden = shown.text !== body.text || shown.html !== body.html || shown.headers !== body.headers;
  if (hidden && !settings) {
    throw new Error(
      'No instance has written the outbox settings to this database yet: start the server once.',
    );
  }
  return {
    id,
    template: email.template,
    toAddress: email.to,
    subject: email.subject,
    textBody: shown.text,
    htmlBody: shown.html,
    headers: shown.headers,
    sealedBody:
      hidden && settings
        ? sealForOutbox(settings.seal, Buffer.from(JSON.stringify(body)), sealedBodyAad(id, email.to))
        : null,
  };
}

/**
 * The body the worker sends: the sealed one opened with the instance's keys, or the stored parts of
 * an email that carried no secret.
 */
export function bodyToSend(row: OutboxRow, keys: OutboxKeys | undefined): EmailBody {
  if (!row.sealedBody) return { text: row.textBody, html: row.htmlBody, headers: row.headers };
  if (!keys) throw new Error('the email is sealed and this worker holds no key to open it');
  return JSON.parse(
    keys.open(Buffer.from(row.sealedBody), sealedBodyAad(row.id, row.toAddress)).toString('utf8'),
  ) as EmailBody;
}
