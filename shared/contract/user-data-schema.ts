import { object, string, type InferType } from 'yup';
import { tooLong } from './fields';
import { MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH } from './user';

export const DELETE_PASSWORD_WRONG = 'That is not your password. Your account has not been deleted.';

/** Deleting the account asks for its password: a session alone (an unlocked computer) is not enough. */
export const userDeleteSchema = object({
  password: string().required(MESSAGES.required).max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
}).noUnknown();

export type UserDeleteRequest = InferType<typeof userDeleteSchema>;
