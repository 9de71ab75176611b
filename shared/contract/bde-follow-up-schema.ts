import { number, object, string, type InferType } from 'yup';
import { FOLLOW_UP_ACTIONS } from './bde-portal';
import { optionalText } from './fields';
import { isCalendarDate } from './client-info-schema';

/** The longest note a BDE may keep with a follow-up. */
export const FOLLOW_UP_NOTE_MAX_LENGTH = 1000;

export const FOLLOW_UP_MESSAGES = {
  chooseAction: 'Choose done or a new date.',
  leadNotFound: 'You have no lead with this number.',
  nextDateRequired: 'Choose the next date.',
  nextDateNotPast: 'The next date cannot be in the past.',
  noteRequired: 'Say what happened.',
  date: 'Must be a date (YYYY-MM-DD).',
} as const;

/**
 * A BDE's follow-up on one of their leads: done (with a note of what happened), or moved to a
 * new date (a note optional). Whether the date is in the past is checked against India's today on
 * the server, which knows the day.
 */
export const followUpSchema = object({
  leadId: number()
    .strict()
    .typeError(FOLLOW_UP_MESSAGES.leadNotFound)
    .integer(FOLLOW_UP_MESSAGES.leadNotFound)
    .min(1, FOLLOW_UP_MESSAGES.leadNotFound)
    .max(2_147_483_647, FOLLOW_UP_MESSAGES.leadNotFound)
    .required(FOLLOW_UP_MESSAGES.leadNotFound),
  action: string()
    .oneOf([...FOLLOW_UP_ACTIONS], FOLLOW_UP_MESSAGES.chooseAction)
    .required(FOLLOW_UP_MESSAGES.chooseAction),
  note: optionalText(FOLLOW_UP_NOTE_MAX_LENGTH).when('action', {
    is: 'done',
    then: (field) => field.required(FOLLOW_UP_MESSAGES.noteRequired),
  }),
  nextDate: string()
    .trim()
    .default('')
    .test('date', FOLLOW_UP_MESSAGES.date, (value) => isCalendarDate(value))
    .when('action', {
      is: 'reschedule',
      then: (field) => field.required(FOLLOW_UP_MESSAGES.nextDateRequired),
    }),
}).noUnknown();
export type FollowUpRequest = InferType<typeof followUpSchema>;
