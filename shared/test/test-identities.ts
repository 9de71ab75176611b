import { verhoeffCheckDigit } from '../contract/identity-numbers';

/**
 * Valid, distinct Aadhaar numbers and PANs for tests, the demo's checks, benches and end-to-end runs:
 * one Aadhaar number (or PAN) registers one BDE only, so every registration needs its own. Each is
 * made up, never a real person's.
 */

/** The `n`th test Aadhaar number (n >= 0): first digit 2-9, Verhoeff check digit last. */
export function testAadhar(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 8 * 10 ** 10) throw new Error(`No test Aadhaar number ${n}.`);
  const body = `${2 + Math.floor(n / 10 ** 10)}${String(n % 10 ** 10).padStart(10, '0')}`;
  return body + verhoeffCheckDigit(body);
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HOLDER_TYPES = 'PCHFATBLJG';

/** The `n`th test PAN (n >= 0), a person's (fourth letter P) unless another holder type is asked for. */
export function testPan(n: number, holderType = 'P'): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 26 ** 4 * 10 ** 4) throw new Error(`No test PAN ${n}.`);
  if (!HOLDER_TYPES.includes(holderType) || holderType.length !== 1) {
    throw new Error(`${holderType} is not a PAN holder type.`);
  }
  const digits = String(n % 10 ** 4).padStart(4, '0');
  let rest = Math.floor(n / 10 ** 4);
  const letters: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    letters.push(LETTERS[rest % 26]);
    rest = Math.floor(rest / 26);
  }
  return `${letters[0]}${letters[1]}${letters[2]}${holderType}${letters[3]}${digits}Z`;
}

// Distinct within this process by the counter, and across runs on one database (benches, end-to-end
// runs against a kept data folder) by the random start.
let sequence = Math.floor(Math.random() * 10 ** 9);

/** A fresh Aadhaar number and PAN, never handed out before in this process. */
export function nextTestIdentity(): { aadhar: string; pan: string } {
  sequence += 1;
  return { aadhar: testAadhar(sequence), pan: testPan(sequence) };
}
