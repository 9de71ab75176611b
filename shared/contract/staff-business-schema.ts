import { mixed, object, string, type InferType } from 'yup';
import { formatInr } from '../format/inr';
import {
  MAX_PROJECT_AMOUNT_RUPEES,
  PROJECT_STATUSES,
  PROPOSAL_STATUSES,
  rupeesTextToPaise,
} from './business';
import { parseIsoDate } from './executive';
import { requiredText } from './fields';
import { MESSAGES } from './messages';

/**
 * A BDE's business as staff record it: a proposal, a project, a project's new status. The back office
 * and the command-line tool (`npm run admin`) check with these same rules; the tool words each message
 * after its option (`--amount must be …`), the screens beside the field.
 */
export const MAX_COMPANY_NAME_LENGTH = 200;

export const BUSINESS_MESSAGES = {
  proposalStatus: 'Must be sent or accepted.',
  projectStatus: 'Must be Active, On Hold or Completed.',
  amountShape: 'Must be rupees with at most two decimals, like 250000 or 250000.50.',
  amountPositive: 'Must be more than zero.',
  amountTooLarge: `Can be at most ${formatInr(MAX_PROJECT_AMOUNT_RUPEES)}.`,
  dateShape: 'Must be a real date written YYYY-MM-DD.',
  dateFuture: 'Cannot be in the future.',
} as const;

const squash = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');

/** A status as people type it (any case, `on-hold`, `on hold`) to the one it means; as given otherwise. */
function statusFrom<S extends string>(statuses: readonly S[]) {
  return (value: unknown) =>
    typeof value === 'string'
      ? (statuses.find((status) => squash(status) === squash(value)) ?? value)
      : value;
}

// '' is among the choices so that an empty answer gets only "required".
export const proposalStatusField = () =>
  string()
    .transform(statusFrom(PROPOSAL_STATUSES))
    .required(MESSAGES.required)
    .oneOf([...PROPOSAL_STATUSES, ''], BUSINESS_MESSAGES.proposalStatus);

export const projectStatusField = () =>
  string()
    .transform(statusFrom(PROJECT_STATUSES))
    .required(MESSAGES.required)
    .oneOf([...PROJECT_STATUSES, ''], BUSINESS_MESSAGES.projectStatus);

/** The company's name, on one line: runs of spaces become one. */
export const companyNameField = () =>
  requiredText(MAX_COMPANY_NAME_LENGTH).transform((value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ') : value,
  );

/**
 * An amount in rupees, as text (`250000`, `2,50,000.50`) or a number, to whole paise without passing
 * through a float; null when it is not rupees with at most two decimals.
 */
export function amountToPaise(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? rupeesTextToPaise(String(value)) : null;
  if (typeof value !== 'string') return null;
  return rupeesTextToPaise(value.replace(/,/g, ''));
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What is wrong with an amount of money received or billed, or null: rupees with at most two decimals
 * (grouping commas allowed), more than zero, at most a project's largest amount.
 */
export function amountProblem(value: unknown): string | null {
  const paise = amountToPaise(value);
  if (paise === null) return BUSINESS_MESSAGES.amountShape;
  if (paise <= 0) return BUSINESS_MESSAGES.amountPositive;
  if (paise > MAX_PROJECT_AMOUNT_RUPEES * 100) return BUSINESS_MESSAGES.amountTooLarge;
  return null;
}

export const amountField = () =>
  mixed<string | number>()
    .required(MESSAGES.required)
    .test('amount', BUSINESS_MESSAGES.amountShape, function check(value) {
      if (isBlank(value)) return this.createError({ message: MESSAGES.required });
      const problem = amountProblem(value);
      return problem === null || this.createError({ message: problem });
    });

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const NOON_UTC_MS = 12 * 60 * 60 * 1000;

/** Today's date in India, as YYYY-MM-DD. */
export const todayInIndia = (now = new Date()) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The instant a backdated record is stored at: noon in India on that day, so the day shows the same
 * in every time zone the site formats it in; today's date before noon is stored as now (it cannot be
 * later than now). Null when the text is not a real date.
 */
export function businessDateInstant(text: string, now = new Date()): Date | null {
  const day = parseIsoDate(text);
  if (!day) return null;
  const noon = new Date(day.getTime() + NOON_UTC_MS - IST_OFFSET_MS);
  return text === todayInIndia(now) && noon > now ? now : noon;
}

/** The instant to store for a checked `date` field: undefined (that is, now) when none was given. */
export const recordedAt = (date: string | undefined, now = new Date()): Date | undefined =>
  (date && businessDateInstant(date, now)) || undefined;

/** An optional day the business was won (YYYY-MM-DD, not after today in India); empty means today. */
export const businessDateField = () =>
  string()
    .trim()
    .default('')
    .test('date', BUSINESS_MESSAGES.dateShape, (value) => !value || parseIsoDate(value) !== null)
    .test(
      'not-future',
      BUSINESS_MESSAGES.dateFuture,
      (value) => !value || parseIsoDate(value) === null || value <= todayInIndia(),
    );

export const staffProposalSchema = object({
  companyName: companyNameField(),
  status: proposalStatusField(),
  date: businessDateField(),
}).noUnknown();
export type StaffProposalRequest = InferType<typeof staffProposalSchema>;

export const staffProjectSchema = object({
  companyName: companyNameField(),
  amount: amountField(),
  status: projectStatusField(),
  date: businessDateField(),
}).noUnknown();
export type StaffProjectRequest = InferType<typeof staffProjectSchema>;

export const staffProjectStatusSchema = object({
  status: projectStatusField(),
}).noUnknown();
export type StaffProjectStatusRequest = InferType<typeof staffProjectStatusSchema>;
