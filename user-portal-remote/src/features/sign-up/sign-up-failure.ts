import { isApiErrorBody } from 'shared/contract/api-error';
import { MESSAGES } from 'shared/contract/messages';
import { isEmailTakenTitle } from 'shared/contract/user';

/**
 * SPEC §8's second message after 'Registration error', chosen by the answer: a 400 about a taken
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

/** The API's per-field messages, as Formik errors (first message of each field). */
export function fieldErrorsFrom(body: unknown): Record<string, string> {
  if (!isApiErrorBody(body) || !body.errors) return {};
  return Object.fromEntries(
    Object.entries(body.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0]]),
  );
}
