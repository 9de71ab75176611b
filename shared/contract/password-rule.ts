import { COMPANY } from '../content/company';

/**
 * NIST SP 800-63B refuses passwords that are "commonly used, expected, or compromised". zxcvbn
 * (@zxcvbn-ts) finds them: its list of breached and common passwords, keyboard walks, sequences,
 * dates, l33t spellings, and the words given to it (the person's own name, email, user name and the
 * site's name). Below 10^8 guesses a password falls to an online attack that is not slowed down
 * (zxcvbn's scores 0 to 2); eight random characters are 10^8 and pass.
 */
export const PASSWORD_MIN_GUESSES = 1e8;

/** Said at the password field, by the form before sending and by the API's 400 alike. */
export const PASSWORD_TOO_COMMON =
  'Password is too common or easy to guess. Use a longer passphrase that is not a known password, your name or your email.';

/** Words a password should not be built on, whoever sets it. */
const SITE_WORDS = [COMPANY.shortName, COMPANY.emails.info, COMPANY.address.city];

type PasswordGuesses = typeof import('./password-guesses');
let loading: Promise<PasswordGuesses> | null = null;

/**
 * The dictionaries are large: a form fetches them (a chunk of its own) when a password is first
 * checked, never with the page; the API loads them at start-up.
 */
export function loadPasswordCheck(): Promise<PasswordGuesses> {
  loading ??= import(/* webpackChunkName: "password-check" */ './password-guesses');
  return loading;
}

/**
 * Names, emails, user names, dates and numbers as zxcvbn's words: each whole (an email also each side
 * of its @), run together ("Asha Rao" as "asharao") and cut into its pieces, of three or more
 * letters or digits.
 */
export function wordsOf(values: readonly unknown[]): string[] {
  const words = values
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => (value.includes('@') ? [value, ...value.split('@')] : [value]))
    .flatMap((value) => {
      const pieces = value.split(/[^\p{L}\p{N}]+/u);
      return [value, pieces.join(''), ...pieces];
    })
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
  return [...new Set(words)];
}

/** True when the password is common, a known breached one, or built on the given words. */
export async function isEasyToGuess(password: string, personal: readonly unknown[] = []): Promise<boolean> {
  const { passwordGuesses } = await loadPasswordCheck();
  return passwordGuesses(password, wordsOf([...SITE_WORDS, ...personal])) < PASSWORD_MIN_GUESSES;
}
