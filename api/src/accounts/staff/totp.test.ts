import { RECOVERY_CODE_COUNT } from 'shared/contract/staff';
import { isRecoveryCode } from 'shared/contract/staff-account-schema';
import { qrSvgPath } from './qr-code';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 appendix B, the SHA-1 rows: the seed is the ASCII "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

test.each(RFC_VECTORS)('RFC 6238 appendix B: T = %i s gives %s', (seconds, code) => {
  expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(code);
  // Six digits are the last six of the same number.
  expect(totpCode(RFC_SEED, seconds * 1000)).toBe(code.slice(-6));
});

test('RFC 4226 appendix D: the HOTP values of the same seed', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
  expect(expected.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(expected);
});

test('base32 is RFC 4648 (no padding) and reads back what people type', () => {
  expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  expect(base32Encode(Buffer.from('f'))).toBe('MY');
  expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
  expect(base32Decode('not base32!')).toBeNull();
  const secret = newTotpSecret();
  expect(secret).toHaveLength(20);
  expect(base32Encode(secret)).toMatch(/^[A-Z2-7]{32}$/);
  expect(base32Decode(base32Encode(secret))).toEqual(secret);
});

describe('matchTotp', () => {
  const secret = newTotpSecret();
  const at = 1_750_000_000_000;
  const step = totpStep(at);

  test('takes the current step and one either side, and says which', () => {
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at - 60_000), at)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at + 60_000), at)).toBeNull();
  });

  test('forgives spaces and refuses anything else', () => {
    const code = totpCode(secret, at);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(step);
    expect(matchTotp(secret, `${code}0`, at)).toBeNull();
    expect(matchTotp(secret, '', at)).toBeNull();
    expect(matchTotp(newTotpSecret(), code, at)).toBeNull();
  });

  test('never a step at or before the last one used: a code works once', () => {
    expect(matchTotp(secret, totpCode(secret, at), at, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at, step - 1)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at, step)).toBe(step + 1);
  });
});

test('the otpauth address names the issuer, the account and the secret', () => {
  const secret = base32Decode('JBSWY3DPEHPK3PXP')!;
  const uri = otpauthUri({ issuer: 'Deccan Stack', account: 'asha@example.com', secret });
  expect(uri).toBe(
    'otpauth://totp/Deccan%20Stack:asha%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Deccan%20Stack&algorithm=SHA1&digits=6&period=30',
  );
});

test('recovery codes: ten distinct, unambiguous, stored as SHA-256 whatever the typing', () => {
  const codes = newRecoveryCodes();
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  for (const code of codes) {
    expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
    expect(isRecoveryCode(code)).toBe(true);
  }
  const [code] = codes;
  expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
  expect(recoveryCodeHash(code.toUpperCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(code));
  expect(recoveryCodeHash(codes[1])).not.toBe(recoveryCodeHash(code));
});

test('the QR code is a path of dark modules inside its quiet zone', () => {
  const { size, path } = qrSvgPath('otpauth://totp/Deccan%20Stack:a%40b.in?secret=JBSWY3DPEHPK3PXP');
  // A version v symbol has 17 + 4v modules a side, plus 4 light modules each side.
  expect((size - 8 - 17) % 4).toBe(0);
  // The top-left finder pattern: a 7-module dark row where the quiet zone ends.
  expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    expect(Number(x)).toBeGreaterThanOrEqual(4);
    expect(Number(y)).toBeGreaterThanOrEqual(4);
    expect(Number(x) + Number(run)).toBeLessThanOrEqual(size - 4);
    expect(Number(y)).toBeLessThan(size - 4);
  }
});
