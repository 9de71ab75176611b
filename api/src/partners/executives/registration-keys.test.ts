import { VALIDATION_EN } from 'shared/contract/validation-en';
import { fillTemplate, messageKeyOf } from 'shared/contract/validation-message';
import { REGISTRATION_MESSAGES } from './registration-service';

// The checks only the server makes answer at a field (a taken PAN, an unknown referral code); the form
// shows them there in the page's language, like the schema's messages. The titles of 413 and 415 are
// not field messages.
const FIELD_MESSAGES = [
  REGISTRATION_MESSAGES.userNameTaken,
  REGISTRATION_MESSAGES.emailTaken,
  REGISTRATION_MESSAGES.aadharTaken,
  REGISTRATION_MESSAGES.panTaken,
  REGISTRATION_MESSAGES.unknownReferral,
  REGISTRATION_MESSAGES.districtNotInState('Andhra Pradesh'),
];

test("each field message of the server's own checks has a key that gives it back", () => {
  for (const message of FIELD_MESSAGES) {
    const keyed = messageKeyOf(message);
    expect(keyed && fillTemplate(VALIDATION_EN[keyed.key], keyed.values)).toBe(message);
  }
});

test('every registration key is one of those messages', () => {
  const keys = Object.keys(VALIDATION_EN).filter((key) => key.startsWith('validation.registration.'));
  expect(keys.sort()).toEqual(FIELD_MESSAGES.map((message) => messageKeyOf(message)?.key).sort());
});
