import { COMPANY } from 'shared/content/company';
import { endSentence } from 'shared/format/sentence';
import { renderEmail, type EmailPart } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Emails to a candidate from staff. Like every email to an address someone typed into a public form,
 * they repeat nothing the candidate typed, not even their name: only staff's words (the opening's
 * title, the interview's time and place) and the company's.
 */
const NOT_YOU = `If you did not apply to ${COMPANY.shortName}, someone else used your address; you can ignore this email, or tell us at ${COMPANY.emails.careers}.`;

export interface InterviewDetails {
  openingTitle: string;
  /** YYYY-MM-DD, India's calendar. */
  date: string;
  /** HH:MM, India time. */
  time: string;
  place?: string;
  link?: string;
}

const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Monday, 14 December 2026" for 2026-12-14. */
export const interviewDay = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** "2:30 pm" for 14:30. */
export function interviewTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A title on one line, for a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An invitation to an interview for the opening, at the day, time and place (or link) staff gave. */
export function interviewInvitationEmail(details: InterviewDetails) {
  const where: EmailPart = details.link
    ? {
        text: 'The interview is online. Join it at the time above from this link:',
        link: { label: 'Join the interview', href: details.link },
      }
    : { text: `Where: ${details.place ?? ''}` };
  return renderEmail('application-interview', {
    subject: `Interview invitation: ${oneLine(details.openingTitle)}, ${COMPANY.shortName}`,
    heading: 'An invitation to an interview',
    parts: [
      {
        text: `Thank you for applying for ${details.openingTitle} at ${endSentence(COMPANY.name)} We would like to meet you for an interview.`,
      },
      { text: `When: ${interviewDay(details.date)}, ${interviewTime(details.time)} India time (IST).` },
      where,
      {
        text: `If this time does not suit you, reply to this email or write to ${COMPANY.emails.careers} and we will find another.`,
      },
      { text: NOT_YOU },
    ],
    footer: SIGNATURE,
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
}: {
  openingTitle: string;
  keepOnFile: boolean;
  careersLink: string;
}) {
  return renderEmail('application-not-selected', {
    subject: `Your application for ${oneLine(openingTitle)}, ${COMPANY.shortName}`,
    heading: 'About your application',
    parts: [
      {
        text: `Thank you for applying for ${openingTitle} at ${COMPANY.name}, and for the time you gave it. We have considered your application carefully and will not be taking it further for this opening.`,
      },
      keepOnFile
        ? {
            text: 'As you asked, we will keep your application on file and may write to you about a future opening that suits you.',
            link: { label: 'See our openings', href: careersLink },
          }
        : {
            text: 'We would be glad to hear from you again for a future opening.',
            link: { label: 'See our openings', href: careersLink },
          },
      { text: NOT_YOU },
    ],
    footer: SIGNATURE,
  });
}
