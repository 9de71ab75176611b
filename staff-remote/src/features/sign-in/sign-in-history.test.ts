import { signInHistoryNotice } from './sign-in-history';

test('names the previous sign-in in India time, and the failures since as a warning', () => {
  expect(
    signInHistoryNotice({
      previousSignIn: { at: '2026-11-25T04:30:00.000Z', ipAddress: '10.0.0.7' },
      failedSince: 0,
    }),
  ).toEqual({ kind: 'info', text: 'Your last sign-in was on 25 Nov 2026, 10:00 am IST, from 10.0.0.7.' });
  expect(
    signInHistoryNotice({
      previousSignIn: { at: '2026-11-25T04:30:00.000Z', ipAddress: '10.0.0.7' },
      failedSince: 3,
    }),
  ).toEqual({
    kind: 'error',
    text: 'Your last sign-in was on 25 Nov 2026, 10:00 am IST, from 10.0.0.7. Since then there were 3 failed sign-ins on your account: if they were not yours, tell an admin.',
  });
});

test('a first sign-in says nothing unless someone tried before it', () => {
  expect(signInHistoryNotice({ previousSignIn: null, failedSince: 0 })).toBeNull();
  expect(signInHistoryNotice({ previousSignIn: null, failedSince: 1 })).toEqual({
    kind: 'error',
    text: 'Before this first sign-in there was one failed sign-in on your account: if they were not yours, tell an admin.',
  });
});
