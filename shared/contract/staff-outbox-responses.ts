import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { instant, oneOf, responseObject } from './response-object';
import { OUTBOX_STATUSES } from './staff';

const status = oneOf(
  OUTBOX_STATUSES,
  '`pending` waits to be sent or tried again, `sent` was accepted, `failed` was given up.',
);

/** Whether the server sends at all, which the outbox screen says first. */
const Delivery = responseObject(
  {
    sending: Type.Boolean({
      description: 'False when SMTP_URL is not set: emails wait in the outbox, unsent.',
    }),
    from: Type.String({ description: "Every email's From (MAIL_FROM)." }),
  },
  'How the server sends.',
);

/** What an email's row says of its sending: the same in the list and on the email's own page. */
const sendingState = {
  status,
  attempts: Type.Integer({ description: 'Attempts so far (a claim by a worker counts as one).' }),
  lastError: nullable(Type.String({ description: "The last failed attempt's error (the SMTP reply)." })),
  nextAttemptAt: nullable(instant('When a pending email is tried next; null once sent or failed.')),
  sentAt: nullable(instant('When the SMTP server accepted it.')),
  createdAt: instant('When it was queued, with the change that caused it.'),
};

export const OutboxListItem = responseObject({
  id: Type.Integer(),
  template: Type.String({ description: 'Which template wrote it: password-reset, acknowledgement…' }),
  toAddress: Type.String(),
  subject: Type.String(),
  ...sendingState,
});
export type OutboxListItem = Static<typeof OutboxListItem>;

export const OutboxListResponse = responseObject(
  {
    items: Type.Array(OutboxListItem),
    next: Type.Union([Type.String(), Type.Null()], {
      description: "Pass as `after` for the next page; bound to this page's sort.",
    }),
    delivery: Delivery,
  },
  'One page of the outbox, newest first.',
);
export type OutboxListResponse = Static<typeof OutboxListResponse>;

export const OutboxEmailResponse = responseObject(
  {
    id: Type.Integer(),
    template: Type.String(),
    toAddress: Type.String(),
    subject: Type.String(),
    ...sendingState,
    headers: Type.Array(responseObject({ name: Type.String(), value: Type.String() }), {
      description: 'The headers as sent: From, To, Subject, Message-ID, then the email’s own.',
    }),
    text: Type.String({ description: 'The plain-text part.' }),
    html: Type.String({
      description:
        'The HTML part, as sent. Show it as text or in a sandboxed frame, never in the page itself.',
    }),
    delivery: Delivery,
  },
  'One email of the outbox. Reading it is audited (`email.open`): it may hold a reset link.',
);
export type OutboxEmailResponse = Static<typeof OutboxEmailResponse>;
