import { ValidationError } from 'yup';
import { nextTestIdentity, testAadhar, testPan } from '../test/test-identities';
import { PAN_MESSAGES } from './executive';
import { bdeRegisterSchema } from './executive-schema';
import { AADHAR_INVALID, isValidAadhar, isVerhoeffValid, verhoeffCheckDigit } from './identity-numbers';

describe('Verhoeff', () => {
  test.each([
    ['236', '3'],
    ['12345', '1'],
    ['142857', '0'],
    ['99999999001', '9'],
    ['49911866524', '6'],
  ])('the check digit of %s is %s', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(isVerhoeffValid(digits + check)).toBe(true);
  });

  test('every other last digit is refused', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isVerhoeffValid(`236${digit}`)).toBe(digit === 3);
    }
  });

  test('a wrong digit or two swapped neighbours are caught', () => {
    const valid = '999999990019';
    expect(isVerhoeffValid(valid)).toBe(true);
    for (let i = 0; i < valid.length; i += 1) {
      const changed = valid.slice(0, i) + String((Number(valid[i]) + 1) % 10) + valid.slice(i + 1);
      expect(isVerhoeffValid(changed)).toBe(false);
    }
    const number = '234567890124';
    expect(isVerhoeffValid(number)).toBe(true);
    for (let i = 0; i + 1 < number.length; i += 1) {
      if (number[i] === number[i + 1]) continue;
      const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
      expect(isVerhoeffValid(swapped)).toBe(false);
    }
  });

  test('only digits', () => {
    expect(isVerhoeffValid('23a3')).toBe(false);
    expect(isVerhoeffValid('')).toBe(false);
    expect(() => verhoeffCheckDigit('12x')).toThrow();
  });
});

describe('Aadhaar numbers', () => {
  test.each(['999999990019', '499118665246', '234567890124'])('%s is valid', (value) => {
    expect(isValidAadhar(value)).toBe(true);
  });

  test.each([
    ['234567890123', 'wrong check digit'],
    ['023456789015', 'starts with 0'],
    [`12345678901${verhoeffCheckDigit('12345678901')}`, 'starts with 1'],
    ['99999999001', 'eleven digits'],
    ['9999999900190', 'thirteen digits'],
  ])('%s is not (%s)', (value) => {
    expect(isValidAadhar(value)).toBe(false);
  });

  test('the test generator gives valid, distinct numbers and PANs', () => {
    const aadhars = new Set<string>();
    const pans = new Set<string>();
    for (const n of [0, 1, 2, 9, 10, 99_999, 123_456_789, 4_000_000_000]) {
      expect(isValidAadhar(testAadhar(n))).toBe(true);
      aadhars.add(testAadhar(n));
      expect(testPan(n)).toMatch(/^[A-Z]{3}P[A-Z]\d{4}Z$/);
      pans.add(testPan(n));
    }
    for (let i = 0; i < 50; i += 1) {
      const { aadhar, pan } = nextTestIdentity();
      expect(isValidAadhar(aadhar)).toBe(true);
      aadhars.add(aadhar);
      pans.add(pan);
    }
    expect(aadhars.size).toBe(58);
    expect(pans.size).toBe(58);
    expect(testPan(5, 'C')[3]).toBe('C');
  });
});

describe('the registration schema', () => {
  const fields = (overrides: Record<string, string>) => ({
    UserName: 'asha',
    Password: 'correct horse battery',
    FirstName: 'Asha',
    LastName: 'Reddy',
    MobileNumber: '9876543210',
    Email: 'asha@example.com',
    AadharNumber: '999999990019',
    Pannumber: 'ABCPE1234F',
    Address: 'Begumpet',
    PinCode: '500016',
    Area: 'Begumpet',
    State: 'Telangana',
    District: 'Hyderabad',
    Dob: '1990-04-12',
    terms: 'true',
    ...overrides,
  });
  async function errorsOf(overrides: Record<string, string>) {
    try {
      await bdeRegisterSchema.validate(fields(overrides), { abortEarly: false });
      return {};
    } catch (error) {
      const errors: Record<string, string[]> = {};
      for (const issue of (error as ValidationError).inner) {
        (errors[issue.path!] ??= []).push(issue.message);
      }
      return errors;
    }
  }

  test('takes a valid Aadhaar number and PAN (in any letter case)', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ Pannumber: 'abcpe1234f' })).toEqual({});
  });

  test.each([
    ['234567890123', [AADHAR_INVALID]],
    ['034567890123', [AADHAR_INVALID]],
    ['23456789012', ['Aadhar number must be at least 12 digits.']],
    ['2345678901234', ['Aadhar number cannot exceed 12 digits.']],
    ['23456789012x', ['Aadhar number must contain only digits.']],
  ])('AadharNumber %s: %p', async (value, messages) => {
    expect((await errorsOf({ AadharNumber: value })).AadharNumber).toEqual(messages);
  });

  test.each([
    ['ABCD12345F', [PAN_MESSAGES.shape]],
    ['ABCDE1234F', [PAN_MESSAGES.holderType]],
    ['abcxe1234f', [PAN_MESSAGES.holderType]],
  ])('Pannumber %s: %p', async (value, messages) => {
    expect((await errorsOf({ Pannumber: value })).Pannumber).toEqual(messages);
  });

  test.each(['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'])('holder type %s is taken', async (type) => {
    expect(await errorsOf({ Pannumber: `ABC${type}E1234F` })).toEqual({});
  });
});
