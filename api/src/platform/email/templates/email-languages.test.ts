import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from 'shared/contract/account-language';
import { readResources, translationProblems } from '../../../../../scripts/translation-check';
import { accountDeletedEmail } from './account-deleted';
import { acknowledgementEmail, staffNoticeEmail } from './acknowledgement';
import { interviewInvitationEmail, notSelectedEmail } from './application';
import { applicationLinkEmail } from './application-link';
import { bankDetailsChangedEmail, bdeNotificationEmail } from './bde-notification';
import { canaryRollbackEmail } from './canary-rollback';
import { emailTexts, siteLinkIn } from './email-text';
import { englishSamples, type Templates } from './email-samples-test-kit';
import { erasureAcknowledgementEmail, erasureDeclinedEmail, erasureRequestNoticeEmail } from './erasure';
import { applicationAcknowledgementEmail } from './job-application';
import { newsletterConfirmEmail, newsletterIssueEmail } from './newsletter';
import { passwordResetEmail } from './password-reset';
import type { RenderedEmail } from './render-email';
import { staffSetupEmail } from './staff-setup';

// The emails people get, in their language (issue 42): English exactly as before, every other
// language complete, and staff's emails in English.

const TEMPLATES: Templates = {
  accountDeletedEmail,
  acknowledgementEmail,
  staffNoticeEmail,
  applicationLinkEmail,
  interviewInvitationEmail,
  notSelectedEmail,
  bdeNotificationEmail,
  bankDetailsChangedEmail,
  erasureRequestNoticeEmail,
  erasureAcknowledgementEmail,
  erasureDeclinedEmail,
  applicationAcknowledgementEmail,
  newsletterConfirmEmail,
  newsletterIssueEmail,
  passwordResetEmail,
  staffSetupEmail,
  canaryRollbackEmail,
};

const I18N = path.join(__dirname, 'i18n');
const origin = 'https://example.in';

/** Every email a person (not staff) gets, in a language. */
function personalEmails(language: Language): Array<[name: string, email: RenderedEmail]> {
  const link = `${origin}/x#key=k`;
  return [
    ['password-reset', passwordResetEmail({ link, language })],
    ['account-deleted', accountDeletedEmail(language)],
    ['contact-acknowledgement', acknowledgementEmail('contact', language)],
    ['lead-acknowledgement', acknowledgementEmail('lead', language)],
    [
      'application-acknowledgement',
      applicationAcknowledgementEmail({ openingTitle: 'Java Developer', link, language }),
    ],
    ...(['applied-again', 'asked'] as const).map((occasion): [string, RenderedEmail] => [
      `application-link ${occasion}`,
      applicationLinkEmail({ openingTitle: 'Java Developer', link, occasion, language }),
    ]),
    [
      'application-interview',
      interviewInvitationEmail(
        { openingTitle: 'Intern', date: '2026-06-15', time: '14:30', place: 'HITEC City' },
        language,
      ),
    ],
    [
      'application-interview online',
      interviewInvitationEmail(
        { openingTitle: 'Intern', date: '2026-06-15', time: '09:05', link: 'https://meet.example.com/a' },
        language,
      ),
    ],
    ...[true, false].map((keepOnFile): [string, RenderedEmail] => [
      `application-not-selected ${keepOnFile}`,
      notSelectedEmail({ openingTitle: 'Intern', keepOnFile, careersLink: `${origin}/careers`, language }),
    ]),
    ['bde-notification', bdeNotificationEmail('payout paid', `${origin}/bdedetails/earnings`, language)],
    [
      'bde-bank-details-changed',
      bankDetailsChangedEmail({ accountMasked: 'XXXXXX9012', holdUntil: 'UNTIL', link, language }),
    ],
    ['bde-erasure-acknowledgement', erasureAcknowledgementEmail(language)],
    ['bde-erasure-declined', erasureDeclinedEmail('Staff’s own reason.', language)],
    ['newsletter-confirm', newsletterConfirmEmail(link, language)],
  ];
}

describe('English', () => {
  test('every email is byte for byte what it was before emails took a language', () => {
    const before = JSON.parse(fs.readFileSync(path.join(__dirname, 'english-emails.json'), 'utf8')) as Record<
      string,
      RenderedEmail
    >;
    const now = Object.fromEntries(englishSamples(TEMPLATES));
    expect(Object.keys(now)).toEqual(Object.keys(before));
    for (const [name, email] of Object.entries(now)) expect([name, email]).toEqual([name, before[name]]);
  });

  test('asked for in English by name, the same', () => {
    expect(passwordResetEmail({ link: 'https://example.in/login#reset=a', language: 'en' })).toEqual(
      passwordResetEmail({ link: 'https://example.in/login#reset=a' }),
    );
    expect(acknowledgementEmail('lead', 'en')).toEqual(acknowledgementEmail('lead'));
  });
});

describe('the other five languages', () => {
  test('each has a file, and none misses, adds or changes the placeholders of an English text', () => {
    const resources = readResources(I18N);
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    const sources = fs
      .readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('test-kit'))
      .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'));
    expect(translationProblems(resources, sources)).toEqual([]);
  });

  test('the check fails on a missing key, an unknown key and a differing placeholder', () => {
    const en = { 'Hello {{name}}': 'Hello {{name}}', Bye: 'Bye' };
    expect(
      translationProblems({ en, ta: { 'Hello {{name}}': 'வணக்கம் {{user}}', Extra: 'x' } }, [
        "t('Hello {{name}}'); t('Bye');",
      ]),
    ).toEqual([
      'ta: "Hello {{name}}" interpolates {user}, English {name}',
      'ta: missing "Bye"',
      'ta: "Extra" is not an English key',
    ]);
  });

  test.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s: every email a person gets is in it, marked with its lang, every value written in',
    (language) => {
      const english = new Map(personalEmails('en'));
      for (const [name, email] of personalEmails(language)) {
        const before = english.get(name)!;
        expect(email.html).toContain(`<html lang="${language}">`);
        expect([name, email.subject]).not.toEqual([name, before.subject]);
        expect([name, email.text]).not.toEqual([name, before.text]);
        expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/\{\{|\}\}/);
        // Brand, addresses and numbers stay as they are.
        expect(email.subject).toContain('Deccan Stack');
        expect(email.template).toBe(before.template);
      }
    },
  );

  test('the site’s links lead to the page in the language; others (a meeting) stay as given', () => {
    const invitation = interviewInvitationEmail(
      { openingTitle: 'Intern', date: '2026-06-15', time: '14:30', link: 'https://meet.example.com/a' },
      'hi',
    );
    expect(invitation.text).toContain('https://meet.example.com/a');
    expect(passwordResetEmail({ link: `${origin}/login#reset=abc`, language: 'ml' }).text).toContain(
      `${origin}/ml/login#reset=abc`,
    );
    expect(siteLinkIn('te', `${origin}/careers/application?x=1#key=k`)).toBe(
      `${origin}/te/careers/application?x=1#key=k`,
    );
    expect(siteLinkIn('en', `${origin}/careers#key=k`)).toBe(`${origin}/careers#key=k`);
  });

  test('the interview’s day and time are written the language’s way', () => {
    const text = interviewInvitationEmail(
      { openingTitle: 'Intern', date: '2026-06-15', time: '14:30', place: 'HITEC City' },
      'hi',
    ).text;
    expect(text).toContain('समय: सोमवार, 15 जून 2026, 2:30 pm भारतीय समय (IST)।');
  });

  test('a value is written in once: braces in a title are left as they are', () => {
    const t = emailTexts('te');
    expect(t('Where: {{place}}', { place: '{{place}} {{email}}' })).toBe('స్థలం: {{place}} {{email}}');
    expect(emailTexts('en')('Where: {{place}}', { place: 'Hall 2' })).toBe('Where: Hall 2');
  });
});

describe('staff', () => {
  test('their emails stay in English: they take no language', () => {
    for (const email of [
      staffNoticeEmail('lead', `${origin}/staff/leads/1`),
      erasureRequestNoticeEmail('BDE1', `${origin}/staff/erasure-requests`),
      staffSetupEmail({ link: `${origin}/staff/setup#token=t`, reason: 'added' }),
    ])
      expect(email.html).toContain('<html lang="en">');
    expect(staffNoticeEmail.length).toBe(2);
    expect(erasureRequestNoticeEmail.length).toBe(2);
  });
});
