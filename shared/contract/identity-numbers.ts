/**
 * The Aadhaar number's checksum, which the form and the API share (kept out of `executive.ts` so
 * pages that only need its paths and types do not carry the tables).
 */

// Verhoeff's tables, worked out from what they are rather than copied as 180 numbers:
// D, the multiplication of the dihedral group D5 (0-4 the rotations, 5-9 the reflections);
// P[i], the permutation (0 1 5 8 9 4 2 7)(3 6) applied i times; INVERSE, each element's inverse under D.
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const mod5 = (n: number) => ((n % 5) + 5) % 5;
const D = DIGITS.map((j) =>
  DIGITS.map((k) => {
    if (j < 5) return k < 5 ? mod5(j + k) : 5 + mod5(j + k);
    return k < 5 ? 5 + mod5(j - k) : mod5(j - k);
  }),
);
const STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const P = [DIGITS];
for (let i = 1; i < 8; i += 1) P.push(P[i - 1].map((digit) => STEP[digit]));
const INVERSE = D.map((row) => row.indexOf(0));

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
