import { number, object, type InferType } from 'yup';
import { INBOX_MESSAGES, MESSAGE_MAX_LENGTH } from './bde-inbox';
import { requiredText } from './fields';

/** `{ text }`: a message to the other side, 1 to 2000 characters once trimmed. */
export const messageSchema = object({ text: requiredText(MESSAGE_MAX_LENGTH) }).noUnknown();
export type MessageRequest = InferType<typeof messageSchema>;

/** `{ upTo }`: everything up to this id has been read. */
export const readUpToSchema = object({
  upTo: number()
    .strict()
    .typeError(INBOX_MESSAGES.upTo)
    .integer(INBOX_MESSAGES.upTo)
    .min(1, INBOX_MESSAGES.upTo)
    .max(2_147_483_647, INBOX_MESSAGES.upTo)
    .required(INBOX_MESSAGES.upTo),
}).noUnknown();
export type ReadUpToRequest = InferType<typeof readUpToSchema>;
