import { MESSAGES } from 'shared/contract/messages';
import { tooLong } from 'shared/contract/fields';
import { badRequest, conflict } from './http-error';

test('a 400 answers each English message unchanged, with its key beside it in the same order', () => {
  const errors = { Name: [MESSAGES.required], Note: [tooLong(300), 'Send this field once.'] };
  expect(badRequest('Some fields are not valid.', errors).toBody()).toEqual({
    title: 'Some fields are not valid.',
    status: 400,
    errors: { Name: ['This field is required.'], Note: ['At most 300 characters.', 'Send this field once.'] },
    keys: { Name: ['validation.required'], Note: ['validation.text.tooLong', null] },
  });
});

test('an answer whose messages have no key has no keys', () => {
  expect(conflict('Taken.', { utr: ['This UTR is already recorded for another payout.'] }).toBody()).toEqual({
    title: 'Taken.',
    status: 409,
    errors: { utr: ['This UTR is already recorded for another payout.'] },
  });
  expect(badRequest('Bad.').toBody()).toEqual({ title: 'Bad.', status: 400 });
});
