import { MAX_ATTEMPTS, isPermanentRefusal, nextAttemptAt } from './retry-policy';

const reply = (responseCode: number, code = 'EENVELOPE') =>
  Object.assign(new Error('refused'), { code, responseCode });

test.each([
  [reply(550), true],
  [reply(553), true],
  [reply(554, 'EMESSAGE'), true],
  [Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }), true],
  [reply(451), false],
  [reply(452), false],
  [reply(421), false],
  [reply(503), false],
  [reply(535, 'EAUTH'), false],
  [reply(530), false],
  [Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' }), false],
  [Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), false],
  [new Error('anything else'), false],
])('%p is permanent: %p', (error, permanent) => {
  expect(isPermanentRefusal(error)).toBe(permanent);
});

test('a temporary failure is tried again later each time, and given up after the last attempt', () => {
  const at = Date.UTC(2026, 0, 1);
  const waits = [];
  for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) {
    waits.push((nextAttemptAt(attempts, reply(451), at)!.getTime() - at) / 60_000);
  }
  expect(waits).toEqual([1, 5, 30, 120, 360, 720, 1440]);
  expect(nextAttemptAt(MAX_ATTEMPTS, reply(451), at)).toBeNull();
  expect(nextAttemptAt(1, reply(550), at)).toBeNull();
});
