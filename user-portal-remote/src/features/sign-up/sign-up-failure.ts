import { isApiErrorBody } from 'shared/contract/api-error';
import { MESSAGES } from 'shared/contract/messages';
import { isEmailTakenTitle } from 'shared/contract/user';

/**
 * The second message after 'Registration error', chosen by the answer: a 400 about a taken
 * email, another 400, too many attempts (this product's rate limit), or anything else.
 */
export function signUpFailureMessage(status: number | undefined, body: unknown): string {
  if (status === 400) {
    return isApiErrorBody(body) && isEmailTakenTitle(body.title)
      ? MESSAGES.signUpEmailTaken
      : MESSAGES.signUpBadInput;
  }
  if (status === 429) return MESSAGES.tooManyAttempts;
  return MESSAGES.genericError;
}
