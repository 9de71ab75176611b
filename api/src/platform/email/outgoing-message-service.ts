import type { emailOutbox } from '../../db/schema';

/** A row of the outbox, as the worker claims it and the back office reads it. */
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** What the worker hands to nodemailer: the row's parts, its From, a stable Message-ID and its extra headers. */
export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Headers the message's own fields write: a row's stored headers never replace them. */
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'sender',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);

/**
 * The row's extra headers (List-Unsubscribe and the like), stored as a JSON object. A name that is
 * not a plain header name, a value with a line break (which would start another header) or a
 * reserved name is left out.
 */
export function extraHeadersOf(row: Pick<OutboxRow, 'headers'>): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.headers);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] =>
        /^[A-Za-z0-9-]{1,64}$/.test(entry[0]) &&
        !RESERVED.has(entry[0].toLowerCase()) &&
        typeof entry[1] === 'string' &&
        !/[\r\n]/.test(entry[1]),
    ),
  );
}

/**
 * The row's Message-ID, the same at every attempt: a copy sent again after a crash (between the
 * server's acceptance and the row's `sent`) is recognisably the same message. The creation instant
 * tells apart rows of two databases that share a host name and an id.
 */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'createdAt'>, publicOrigin: string): string {
  // An IPv6 address cannot stand after the @ of a Message-ID.
  const hostname = new URL(publicOrigin).hostname;
  const host = hostname.startsWith('[') ? 'localhost' : hostname;
  return `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@${host}>`;
}

/**
 * The message for this row: with `body`, the body the worker opened (`bodyToSend`); without, the row's
 * stored parts, every link's secret hidden (what staff read).
 */
export function outgoingMessage(
  row: OutboxRow,
  { from, publicOrigin }: { from: string; publicOrigin: string },
  body: { text: string; html: string; headers: string } = {
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers,
  },
): OutgoingMessage {
  return {
    from,
    to: row.toAddress,
    subject: row.subject,
    text: body.text,
    html: body.html,
    messageId: messageIdOf(row, publicOrigin),
    headers: extraHeadersOf(body),
  };
}

/** The headers of the message as sent, in order, for the back office to show. */
export function headerLines(message: OutgoingMessage): Array<{ name: string; value: string }> {
  return [
    { name: 'From', value: message.from },
    { name: 'To', value: message.to },
    { name: 'Subject', value: message.subject },
    { name: 'Message-ID', value: message.messageId },
    ...Object.entries(message.headers).map(([name, value]) => ({ name, value })),
  ];
}
