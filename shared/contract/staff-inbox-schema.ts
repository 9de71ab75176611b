import { number, object, string, type InferType } from 'yup';
import { UNSAFE_CHARACTERS, requiredText } from './fields';
import { LEAD_STATUSES, MESSAGE_STATUSES } from './staff';
import { proposalStatusField } from './staff-business-schema';

/** The longest note staff may write on a message or a lead. */
export const NOTE_MAX_LENGTH = 2000;
/** The longest BDE code a lead may be assigned to (codes look like BDE123456). */
export const BDE_CODE_MAX_LENGTH = 20;
/** The largest id a row can have (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

export const STAFF_INBOX_MESSAGES = {
  nothingToChange: 'Change the status, the assignee or both.',
  nothingToChangeLead: 'Change the status, the BDE or both.',
  notAStaffMember: 'Choose an active staff member.',
  unknownBdeCode: 'No BDE has this code.',
  bdeCodeCharacters: 'A BDE code has only letters and digits, like BDE123456.',
  assignLeadFirst: 'Assign this lead to a BDE first.',
  leadCompanyUnusable: "This lead's company name cannot go on a proposal; correct it with the client first.",
  messageNotFound: 'There is no message with this number.',
  leadNotFound: 'There is no lead with this number.',
} as const;

const oneOf = <T extends string>(choices: readonly T[]) =>
  string().oneOf([...choices], `Choose one of: ${choices.join(', ')}.`);

/**
 * A change to a contact message: its status, its assignee (a staff member's id; null unassigns), or
 * both. The form holds exactly these values.
 */
export const messageUpdateSchema = object({
  status: oneOf(MESSAGE_STATUSES).optional(),
  assigneeId: number()
    .strict()
    .typeError(STAFF_INBOX_MESSAGES.notAStaffMember)
    .integer(STAFF_INBOX_MESSAGES.notAStaffMember)
    .min(1, STAFF_INBOX_MESSAGES.notAStaffMember)
    .max(MAX_ID, STAFF_INBOX_MESSAGES.notAStaffMember)
    .nullable()
    .optional(),
})
  .noUnknown()
  .test('something', STAFF_INBOX_MESSAGES.nothingToChange, (value, context) =>
    value.status !== undefined || value.assigneeId !== undefined
      ? true
      : context.createError({ path: 'body', message: STAFF_INBOX_MESSAGES.nothingToChange }),
  );
export type MessageUpdateRequest = InferType<typeof messageUpdateSchema>;

/** A note on a message or a lead: 1 to 2000 characters once trimmed. */
export const noteSchema = object({
  text: requiredText(NOTE_MAX_LENGTH),
}).noUnknown();
export type NoteRequest = InferType<typeof noteSchema>;

/** A BDE code as staff type it: trimmed and in capitals; empty means "no BDE". */
const bdeCodeField = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .max(BDE_CODE_MAX_LENGTH, `At most ${BDE_CODE_MAX_LENGTH} characters.`)
    .test('characters', STAFF_INBOX_MESSAGES.bdeCodeCharacters, (value) =>
      value === undefined ? true : !UNSAFE_CHARACTERS.test(value) && /^[A-Z0-9-]*$/.test(value),
    );

/** A change to a lead: its place in the pipeline, its BDE (by code; '' unassigns), or both. */
export const leadUpdateSchema = object({
  status: oneOf(LEAD_STATUSES).optional(),
  bdeCode: bdeCodeField().optional(),
})
  .noUnknown()
  .test('something', STAFF_INBOX_MESSAGES.nothingToChangeLead, (value, context) =>
    value.status !== undefined || value.bdeCode !== undefined
      ? true
      : context.createError({ path: 'body', message: STAFF_INBOX_MESSAGES.nothingToChangeLead }),
  );
export type LeadUpdateRequest = InferType<typeof leadUpdateSchema>;

/** A proposal recorded from a lead, for the lead's BDE and company (the admin tool's status rules). */
export const leadProposalSchema = object({
  status: proposalStatusField(),
}).noUnknown();
export type LeadProposalRequest = InferType<typeof leadProposalSchema>;
