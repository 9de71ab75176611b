import crypto from 'node:crypto';
import { compactCode } from 'shared/contract/staff-account-schema';

/** RFC 6238 as every authenticator app does it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits, the length RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
/** A phone's clock a step behind or ahead still works. */
const DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding (what authenticator apps take). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 as people type it back: any case, spaces and padding ignored. Null when it is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): Buffer {
  return crypto.randomBytes(SECRET_BYTES);
}

/** RFC 4226 HOTP: the code for one counter value. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export const totpStep = (atMs: number) => Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

export function totpCode(secret: Buffer, atMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, totpStep(atMs), digits);
}

/**
 * The step whose code `code` is, among the current one and one either side, or null. A step at or
 * before `lastStep` (the last one a code was accepted for) never matches: a code works once.
 */
export function matchTotp(
  secret: Buffer,
  code: string,
  atMs: number,
  lastStep: number | null = null,
): number | null {
  const given = Buffer.from(compactCode(code));
  const now = totpStep(atMs);
  let matched: number | null = null;
  // Every candidate is compared (in constant time), so the answer's timing says nothing of which matched.
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) {
    const expected = Buffer.from(hotp(secret, step));
    const same = given.length === expected.length && crypto.timingSafeEqual(given, expected);
    if (same && (lastStep === null || step > lastStep) && matched === null) matched = step;
  }
  return matched;
}

/** The address an authenticator app reads from the QR code (Google's Key Uri Format). */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: Buffer }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
