import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';

export const NewsletterConfirmed = responseObject({ emailAddress: Type.String(), message: Type.String() });
export type NewsletterConfirmed = Static<typeof NewsletterConfirmed>;

export const NewsletterLeft = responseObject(
  { message: Type.String() },
  'The address is off the list and its consent withdrawn.',
);
export type NewsletterLeft = Static<typeof NewsletterLeft>;

export const NewsletterIssueQueued = responseObject(
  { recipients: Type.Integer({ description: 'Confirmed subscribers it was queued for.' }) },
  'One email per confirmed subscriber is in the outbox.',
);
export type NewsletterIssueQueued = Static<typeof NewsletterIssueQueued>;
