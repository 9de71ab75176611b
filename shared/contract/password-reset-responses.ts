import { Type, type Static } from '@sinclair/typebox';
import { oneOf, responseObject } from './response-object';

export const ResetLinkSentResponse = responseObject(
  { message: Type.String() },
  'The same answer whether or not an account matched.',
);
export type ResetLinkSentResponse = Static<typeof ResetLinkSentResponse>;

export const PasswordResetResponse = responseObject({
  kind: oneOf(['user', 'bde'], 'Whose password it was: where to sign in next.'),
  message: Type.String(),
});
export type PasswordResetResponse = Static<typeof PasswordResetResponse>;
