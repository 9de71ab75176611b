import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from 'shared/contract/staff';
import { compactCode } from 'shared/contract/staff-account-schema';

/** Lower-case letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** One code, `xxxx-xxxx-xxxx`: 12 characters of 31, about 59 bits. */
function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/** What is stored: SHA-256 of the code without its dashes, in lower case (the codes are random, no salt needed). */
export function recoveryCodeHash(code: string): string {
  const canonical = compactCode(code).replace(/-/g, '').toLowerCase();
  return crypto.createHash('sha256').update(canonical).digest('hex');
}
