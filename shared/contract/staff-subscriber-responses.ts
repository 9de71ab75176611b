import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';
import { listPage } from './staff-list-responses';

export const SubscriberListItem = responseObject({
  id: Type.Integer(),
  emailAddress: Type.String(),
  subscribedAt: Type.String({ format: 'date-time' }),
  confirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the address confirmed (double opt-in); null while the link is unanswered.',
  }),
});
export type SubscriberListItem = Static<typeof SubscriberListItem>;

export const SubscriberListResponse = listPage(SubscriberListItem, 'One page of newsletter subscribers.');
export type SubscriberListResponse = Static<typeof SubscriberListResponse>;

export const RemovedSubscriber = responseObject(
  { id: Type.Integer(), emailAddress: Type.String() },
  'The subscriber removed; the address gets no more newsletters (it may subscribe again).',
);
export type RemovedSubscriber = Static<typeof RemovedSubscriber>;

export const SubscribersCsv = Type.String({
  contentMediaType: 'text/csv',
  description:
    'Every confirmed subscriber (those matching `q` when given) as RFC 4180 CSV with the header `email,subscribed_at`; ' +
    "a cell a spreadsheet could take for a formula starts with '. Audited as `subscriber.export`.",
});

/** The first line of the export. */
export const SUBSCRIBERS_CSV_HEADER = 'email,subscribed_at';
