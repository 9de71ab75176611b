/**
 * The Aadhaar number's checksum, which the form and the API share (kept out of `executive.ts` so
 * pages that only need its paths and types do not carry the tables).
 */

// Verhoeff's dihedral-group tables: multiplication, position permutation, inverse.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeffState(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    check = D[check][P[(i + offset) % 8][digit]];
  }
  return check;
}

/** The Verhoeff check digit to append to `digits` (a string of digits). */
export function verhoeffCheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error('verhoeffCheckDigit takes digits only.');
  return String(INVERSE[verhoeffState(digits, 1)]);
}

/** Whether `digits` ends in its correct Verhoeff check digit. */
export function isVerhoeffValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && verhoeffState(digits, 0) === 0;
}

export const AADHAR_INVALID = 'Enter a valid Aadhar number.';

/**
 * A real Aadhaar number as UIDAI issues them: 12 digits, the first neither 0 nor 1, the last the
 * Verhoeff check digit of the other eleven.
 */
export function isValidAadhar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && isVerhoeffValid(value);
}
