import { object, string, type InferType } from 'yup';
import { APPLICATION_STAGES } from './careers';
import { parseIsoDate } from './executive';
import { optionalText, tooLong } from './fields';
import { MESSAGES } from './messages';
import { todayInIndia } from './staff-business-schema';

/**
 * What staff send about an application: a new stage (Not selected with a reason that stays in the
 * back office) and an interview invitation. The screens and the API check with these same rules.
 */
export const NOT_SELECTED_REASON_MAX_LENGTH = 500;
export const INTERVIEW_PLACE_MAX_LENGTH = 200;
export const INTERVIEW_LINK_MAX_LENGTH = 300;
/** How far ahead an interview may be set: a later date is more likely a slip of the keyboard. */
export const INTERVIEW_MAX_DAYS_AHEAD = 180;

export const APPLICATION_MESSAGES = {
  applicationNotFound: 'There is no application with this number.',
  openingNotFound: 'There is no opening with this number.',
  reasonRequired:
    'Say why the candidate was not selected. Only staff see this; it is never sent to the candidate.',
  reasonOnlyForNotSelected: 'A reason is kept only when the candidate is not selected.',
  stageChoice: 'Choose one of the stages.',
  dateShape: 'Give a real date as YYYY-MM-DD.',
  dateNotFuture: 'Choose a date after today (India time).',
  dateTooFar: `Choose a date within the next ${INTERVIEW_MAX_DAYS_AHEAD} days.`,
  timeShape: 'Give a time as HH:MM on the 24-hour clock, like 14:30.',
  placeOrLink: 'Give the place of the interview, or a link for an online one.',
  placeAndLink: 'Give either a place or a link, not both.',
  linkShape: 'Give a web address that starts with https:// or http://.',
  notSelectedFirst: 'Move the application to Not selected first, with the reason.',
  notSelectedAlreadySent:
    'The “not selected” message has already been sent to this candidate. A candidate is sent it once only.',
  invitingNotSelected:
    'This candidate was not selected. Move the application to another stage before inviting them.',
} as const;

/** Whether `text` is a web address a candidate's browser opens as one: http(s), with a host. */
export function isWebLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date `days` days after the calendar date `today` (both YYYY-MM-DD). */
export function daysAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A new stage; `reason` only with Not selected, and required there. Moving on from Not selected
 * drops the reason.
 */
export const applicationStageSchema = object({
  stage: string()
    .required(MESSAGES.required)
    .oneOf([...APPLICATION_STAGES], APPLICATION_MESSAGES.stageChoice),
  reason: optionalText(NOT_SELECTED_REASON_MAX_LENGTH).default(undefined),
})
  .noUnknown()
  .test('reason', APPLICATION_MESSAGES.reasonRequired, (value, context) => {
    const notSelected = value.stage === 'not selected';
    if (notSelected && !value.reason) {
      return context.createError({ path: 'reason', message: APPLICATION_MESSAGES.reasonRequired });
    }
    if (!notSelected && value.reason) {
      return context.createError({ path: 'reason', message: APPLICATION_MESSAGES.reasonOnlyForNotSelected });
    }
    return true;
  });
export type ApplicationStageRequest = InferType<typeof applicationStageSchema>;

/** Today in India, from the validation's context (the API's clock) or else this device's. */
const todayFrom = (context: { options: { context?: { today?: unknown } } }) => {
  const given = context.options.context?.today;
  return typeof given === 'string' ? given : todayInIndia();
};

/**
 * An interview invitation: a day after today (India time) and not months away, a time on the 24-hour
 * clock, and either the place or an http(s) link. The API validates with `{ context: { today } }`
 * from its own clock; a form uses the device's.
 */
export const interviewInvitationSchema = object({
  date: string()
    .trim()
    .required(MESSAGES.required)
    .test('date', APPLICATION_MESSAGES.dateShape, (value) => parseIsoDate(value) !== null)
    .test('future', APPLICATION_MESSAGES.dateNotFuture, function (value) {
      return parseIsoDate(value) === null || value > todayFrom(this);
    })
    .test('near', APPLICATION_MESSAGES.dateTooFar, function (value) {
      return parseIsoDate(value) === null || value <= daysAfter(todayFrom(this), INTERVIEW_MAX_DAYS_AHEAD);
    }),
  time: string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, APPLICATION_MESSAGES.timeShape),
  place: optionalText(INTERVIEW_PLACE_MAX_LENGTH).default(undefined),
  link: string()
    .trim()
    .max(INTERVIEW_LINK_MAX_LENGTH, tooLong(INTERVIEW_LINK_MAX_LENGTH))
    .test('link', APPLICATION_MESSAGES.linkShape, (value) => !value || isWebLink(value))
    .optional(),
})
  .noUnknown()
  .test('where', APPLICATION_MESSAGES.placeOrLink, (value, context) => {
    if (value.place && value.link) {
      return context.createError({ path: 'link', message: APPLICATION_MESSAGES.placeAndLink });
    }
    if (!value.place && !value.link) {
      return context.createError({ path: 'place', message: APPLICATION_MESSAGES.placeOrLink });
    }
    return true;
  });
export type InterviewInvitationRequest = InferType<typeof interviewInvitationSchema>;
