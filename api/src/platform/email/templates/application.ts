import { COMPANY } from 'shared/content/company';
import { endSentence } from 'shared/format/sentence';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from 'shared/contract/account-language';
import { emailTexts, siteLinkIn, type Translate } from './email-text';
import { renderEmail, type EmailPart } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Emails to a candidate from staff, in the language of the page they applied from. Like every email
 * to an address someone typed into a public form, they repeat nothing the candidate typed, not even
 * their name: only staff's words (the opening's title, the interview's time and place) and the company's.
 */
const notYou = (t: Translate) =>
  t(
    'If you did not apply to {{company}}, someone else used your address; you can ignore this email, or tell us at {{email}}.',
    { company: COMPANY.shortName, email: COMPANY.emails.careers },
  );

export interface InterviewDetails {
  openingTitle: string;
  /** YYYY-MM-DD, India's calendar. */
  date: string;
  /** HH:MM, India time. */
  time: string;
  place?: string;
  link?: string;
}

// Made on first use, one per language. The day and time are India's already: formatted as UTC.
const dayFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};
const timeFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** "Monday, 14 December 2026" for 2026-12-14; the language's own words and order in the others. */
export function interviewDay(date: string, language: Language = DEFAULT_LANGUAGE): string {
  dayFormats[language] ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormats[language].format(new Date(`${date}T00:00:00Z`));
}

/** "2:30 pm" for 14:30; the language's own way in the others. */
export function interviewTime(time: string, language: Language = DEFAULT_LANGUAGE): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (language === DEFAULT_LANGUAGE) {
    return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  }
  timeFormats[language] ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  });
  return timeFormats[language].format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** A title on one line, for a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An invitation to an interview for the opening, at the day, time and place (or link) staff gave. */
export function interviewInvitationEmail(details: InterviewDetails, language: Language = DEFAULT_LANGUAGE) {
  const t = emailTexts(language);
  const where: EmailPart = details.link
    ? {
        text: t('The interview is online. Join it at the time above from this link:'),
        link: { label: t('Join the interview'), href: details.link },
      }
    : { text: t('Where: {{place}}', { place: details.place ?? '' }) };
  return renderEmail('application-interview', {
    subject: t('Interview invitation: {{title}}, {{company}}', {
      title: oneLine(details.openingTitle),
      company: COMPANY.shortName,
    }),
    heading: t('An invitation to an interview'),
    parts: [
      {
        text: t(
          'Thank you for applying for {{title}} at {{company}} We would like to meet you for an interview.',
          {
            title: details.openingTitle,
            // English ends a sentence with the name, whose own full stop serves; the others do not.
            company: language === DEFAULT_LANGUAGE ? endSentence(COMPANY.name) : COMPANY.name,
          },
        ),
      },
      {
        text: t('When: {{day}}, {{time}} India time (IST).', {
          day: interviewDay(details.date, language),
          time: interviewTime(details.time, language),
        }),
      },
      where,
      {
        text: t(
          'If this time does not suit you, reply to this email or write to {{email}} and we will find another.',
          { email: COMPANY.emails.careers },
        ),
      },
      { text: notYou(t) },
    ],
    footer: SIGNATURE,
    language,
  });
}

/**
 * Tells a candidate they were not selected for the opening. Never the reason staff recorded: that
 * stays in the back office. Those who asked to be kept on file are told it still holds.
 */
export function notSelectedEmail({
  openingTitle,
  keepOnFile,
  careersLink,
  language = DEFAULT_LANGUAGE,
}: {
  openingTitle: string;
  keepOnFile: boolean;
  careersLink: string;
  language?: Language;
}) {
  const t = emailTexts(language);
  const openings = { label: t('See our openings'), href: siteLinkIn(language, careersLink) };
  return renderEmail('application-not-selected', {
    subject: t('Your application for {{title}}, {{company}}', {
      title: oneLine(openingTitle),
      company: COMPANY.shortName,
    }),
    heading: t('About your application'),
    parts: [
      {
        text: t(
          'Thank you for applying for {{title}} at {{company}}, and for the time you gave it. We have considered your application carefully and will not be taking it further for this opening.',
          { title: openingTitle, company: COMPANY.name },
        ),
      },
      keepOnFile
        ? {
            text: t(
              'As you asked, we will keep your application on file and may write to you about a future opening that suits you.',
            ),
            link: openings,
          }
        : {
            text: t('We would be glad to hear from you again for a future opening.'),
            link: openings,
          },
      { text: notYou(t) },
    ],
    footer: SIGNATURE,
    language,
  });
}
