import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { REFERRAL_SIGN_UPS_SHOWN } from './referral-link';
import { day, instant, responseObject } from './response-object';

export const ReferralLinkResponse = responseObject({
  url: Type.String({
    description: "The BDE's personal link: the site's public address, /r/ and its signed token.",
  }),
});
export type ReferralLinkResponse = Static<typeof ReferralLinkResponse>;

const count = (description: string) => Type.Integer({ minimum: 0, description });

/** What one week of a link brought; the same shape for the BDE and for staff. */
export const ReferralWeek = responseObject({
  weekStart: day('The Monday the week starts on (India date).'),
  visits: count('Arrivals through the link.'),
  leads: count('Client-information forms credited through the link.'),
  registrations: count('BDE registrations whose "Referred by" the link gave.'),
  messages: count('Contact messages sent after arriving through the link.'),
  signUps: count('User sign-ups after arriving through the link.'),
});
export type ReferralWeek = Static<typeof ReferralWeek>;

export const ReferralStatsResponse = responseObject({
  weeks: Type.Array(ReferralWeek, { description: 'The last weeks, oldest first; the current one last.' }),
});
export type ReferralStatsResponse = Static<typeof ReferralStatsResponse>;

/** A user who signed up through a BDE's link, as staff see them. */
export const ReferralSignUp = responseObject({
  name: Type.String({ description: "The user's name as it is now." }),
  email: Type.String({ description: "The user's email address as it is now." }),
  signedUpAt: instant('When the account was made.'),
});
export type ReferralSignUp = Static<typeof ReferralSignUp>;

export const ReferralSignUpsResponse = responseObject({
  signUps: Type.Array(ReferralSignUp, {
    maxItems: REFERRAL_SIGN_UPS_SHOWN,
    description:
      `The latest sign-ups through the link, newest first: at most ${REFERRAL_SIGN_UPS_SHOWN}. ` +
      'An account its user deleted is gone, and is not listed.',
  }),
  total: count('Every account still held that was made through the link.'),
});
export type ReferralSignUpsResponse = Static<typeof ReferralSignUpsResponse>;

export const ReferrerResponse = responseObject({
  bdeCode: nullable(
    Type.String({ description: "The referring BDE's code, from this browser's valid referral cookie." }),
  ),
});
export type ReferrerResponse = Static<typeof ReferrerResponse>;
