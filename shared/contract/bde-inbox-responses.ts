import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { NOTIFICATION_KINDS } from './earnings';
import { instant, oneOf, responseObject } from './response-object';

/** A notification's values (shared/contract/bde-notice.ts): amounts in paise, a month, an instant. */
export const BdeNoticeDetails = responseObject(
  {
    amountPaise: Type.Optional(Type.Integer()),
    lines: Type.Optional(Type.Integer({ minimum: 1 })),
    reason: Type.Optional(Type.String()),
    month: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$' })),
    utr: Type.Optional(Type.String()),
    holdUntil: Type.Optional(instant()),
  },
  'What it says beyond its kind, from which a page in another language writes it.',
);

export const BdeNotification = responseObject({
  id: Type.Integer(),
  kind: oneOf(NOTIFICATION_KINDS),
  text: Type.String({ description: 'In English.' }),
  details: nullable(BdeNoticeDetails, 'None for a notification written before its details were kept.'),
  link: nullable(Type.String({ description: 'A portal path it leads to.' })),
  readAt: nullable(instant()),
  createdAt: instant(),
});
export type BdeNotification = Static<typeof BdeNotification>;

export const BdeNotificationsResponse = responseObject({
  items: Type.Array(BdeNotification, { description: 'The newest 30, newest first.' }),
  unread: Type.Integer({ description: 'All notifications not yet read.' }),
});
export type BdeNotificationsResponse = Static<typeof BdeNotificationsResponse>;

export const BdeMessage = responseObject({
  id: Type.Integer(),
  from: oneOf(['office', 'partner']),
  text: Type.String(),
  readAt: nullable(instant()),
  createdAt: instant(),
});
export type BdeMessage = Static<typeof BdeMessage>;

export const BdeMessagesResponse = responseObject({
  items: Type.Array(BdeMessage, { description: 'Oldest first (the newest 200).' }),
  unread: Type.Integer({ description: "The office's messages not yet read." }),
});
export type BdeMessagesResponse = Static<typeof BdeMessagesResponse>;

export const UnreadCount = responseObject({ unread: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;
