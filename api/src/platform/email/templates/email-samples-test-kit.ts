import { NOTIFICATION_KINDS } from 'shared/contract/earnings';
import type { CanaryRollbackFacts, canaryRollbackEmail } from './canary-rollback';
import type { RenderedEmail } from './render-email';
import type { accountDeletedEmail } from './account-deleted';
import type { acknowledgementEmail, staffNoticeEmail } from './acknowledgement';
import type { applicationLinkEmail } from './application-link';
import type { interviewInvitationEmail, notSelectedEmail } from './application';
import type { bankDetailsChangedEmail, bdeNotificationEmail } from './bde-notification';
import type { erasureAcknowledgementEmail, erasureDeclinedEmail, erasureRequestNoticeEmail } from './erasure';
import type { applicationAcknowledgementEmail } from './job-application';
import type { newsletterConfirmEmail, newsletterIssueEmail } from './newsletter';
import type { passwordResetEmail } from './password-reset';
import type { staffSetupEmail } from './staff-setup';

/** Every template, as a module set: the English samples are rendered with whichever is given. */
export interface Templates {
  accountDeletedEmail: typeof accountDeletedEmail;
  acknowledgementEmail: typeof acknowledgementEmail;
  staffNoticeEmail: typeof staffNoticeEmail;
  applicationLinkEmail: typeof applicationLinkEmail;
  interviewInvitationEmail: typeof interviewInvitationEmail;
  notSelectedEmail: typeof notSelectedEmail;
  bdeNotificationEmail: typeof bdeNotificationEmail;
  bankDetailsChangedEmail: typeof bankDetailsChangedEmail;
  erasureRequestNoticeEmail: typeof erasureRequestNoticeEmail;
  erasureAcknowledgementEmail: typeof erasureAcknowledgementEmail;
  erasureDeclinedEmail: typeof erasureDeclinedEmail;
  applicationAcknowledgementEmail: typeof applicationAcknowledgementEmail;
  newsletterConfirmEmail: typeof newsletterConfirmEmail;
  newsletterIssueEmail: typeof newsletterIssueEmail;
  passwordResetEmail: typeof passwordResetEmail;
  staffSetupEmail: typeof staffSetupEmail;
  canaryRollbackEmail: typeof canaryRollbackEmail;
}

const CANARY: CanaryRollbackFacts = {
  remoteLabel: 'Public pages',
  canary: '2026-12-01.2',
  stable: '2026-11-20.1',
  loads: 400,
  failures: 31,
  maxFailureRate: 0.05,
  link: 'https://example.in/staff/releases',
};

/**
 * One English rendering of every email, each called as the site calls it (before issue 42, and
 * still): english-emails.json holds what the templates wrote before they took a language,
 * and email-languages.test.ts compares every byte.
 */
export function englishSamples(t: Templates): Array<[name: string, email: RenderedEmail]> {
  const origin = 'https://example.in';
  return [
    ['password-reset', t.passwordResetEmail({ link: `${origin}/login#reset=abc` })],
    ['account-deleted', t.accountDeletedEmail()],
    ['contact-acknowledgement', t.acknowledgementEmail('contact')],
    ['lead-acknowledgement', t.acknowledgementEmail('lead')],
    ...(['message', 'lead', 'registration', 'application'] as const).map((kind): [string, RenderedEmail] => [
      `staff-new-${kind}`,
      t.staffNoticeEmail(kind, `${origin}/staff/x/1`),
    ]),
    [
      'application-acknowledgement',
      t.applicationAcknowledgementEmail({
        openingTitle: 'Senior <Frontend> & "Java" Developer',
        link: `${origin}/careers/application#key=k`,
      }),
    ],
    [
      'application-link applied-again',
      t.applicationLinkEmail({
        openingTitle: 'Java Developer',
        link: `${origin}/careers/application#key=k`,
        occasion: 'applied-again',
      }),
    ],
    [
      'application-link asked',
      t.applicationLinkEmail({
        openingTitle: 'Java Developer',
        link: `${origin}/careers/application#key=k`,
        occasion: 'asked',
      }),
    ],
    [
      'application-interview place',
      t.interviewInvitationEmail({
        openingTitle: 'Senior Frontend\n Developer',
        date: '2026-06-15',
        time: '14:30',
        place: 'Cyber Towers, HITEC City',
      }),
    ],
    [
      'application-interview link',
      t.interviewInvitationEmail({
        openingTitle: 'Intern',
        date: '2026-12-31',
        time: '09:05',
        link: 'https://meet.example.com/abc',
      }),
    ],
    [
      'application-not-selected kept',
      t.notSelectedEmail({ openingTitle: 'Intern', keepOnFile: true, careersLink: `${origin}/careers` }),
    ],
    [
      'application-not-selected',
      t.notSelectedEmail({ openingTitle: 'Intern', keepOnFile: false, careersLink: `${origin}/careers` }),
    ],
    ...NOTIFICATION_KINDS.map((kind): [string, RenderedEmail] => [
      `bde-notification ${kind}`,
      t.bdeNotificationEmail(kind, `${origin}/bdedetails/dashboard`),
    ]),
    [
      'bde-bank-details-changed',
      t.bankDetailsChangedEmail({
        accountMasked: 'XXXXXX9012',
        holdUntil: '28 Nov 2026, 10:45 pm IST',
        link: `${origin}/bdedetails/settings`,
      }),
    ],
    ['staff-erasure-request', t.erasureRequestNoticeEmail('BDE240101', `${origin}/staff/erasure-requests`)],
    ['bde-erasure-acknowledgement', t.erasureAcknowledgementEmail()],
    ['bde-erasure-declined', t.erasureDeclinedEmail('Your payouts are tax records we must keep until 2033.')],
    ['newsletter-confirm', t.newsletterConfirmEmail(`${origin}/privacypolicy#confirm=abc`)],
    [
      'newsletter',
      t.newsletterIssueEmail({
        subject: 'News from Deccan Stack',
        text: 'First paragraph.\n\nSecond <b>paragraph</b>.',
        unsubscribeLink: `${origin}/privacypolicy#unsubscribe=k`,
        oneClickUrl: `${origin}/api/NewsLetterSubscriber/one-click-unsubscribe?key=k`,
      }),
    ],
    ['staff-welcome', t.staffSetupEmail({ link: `${origin}/staff/setup#token=t`, reason: 'added' })],
    ['staff-reset', t.staffSetupEmail({ link: `${origin}/staff/setup#token=t`, reason: 'reset' })],
    ['staff-canary-rollback', t.canaryRollbackEmail(CANARY)],
  ];
}
