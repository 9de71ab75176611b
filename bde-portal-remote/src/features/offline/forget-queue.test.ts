import '../offline-queue/queue-test-kit';
import { listSends, putSend } from '../offline-queue/queue-store';
import { forgetAnotherBdesData, forgetDeviceData } from './forget-device-data';

async function queueTwo() {
  for (const [key, state] of [
    ['waiting-0123456789', 'pending'],
    ['refused-0123456789', 'failed'],
  ] as const) {
    await putSend({
      key,
      what: 'follow-up',
      label: 'Overdue Co',
      method: 'POST',
      path: '/api/BDEPortal/FollowUps?bdeCode=BDE240101',
      body: { leadId: 1, action: 'done', note: 'Private words.', nextDate: '' },
      headers: {},
      created: 1,
      state,
      error: '',
    });
  }
}

test('signing out empties the offline queue on this device, sent or not', async () => {
  await queueTwo();
  expect(await listSends()).toHaveLength(2);
  await forgetDeviceData();
  expect(await listSends()).toEqual([]);
});

test("another BDE signing in on the device forgets the last one's data; the same BDE keeps theirs", async () => {
  localStorage.clear();
  await forgetAnotherBdesData('BDE240101');
  await queueTwo();
  await forgetAnotherBdesData('BDE240101');
  expect(await listSends()).toHaveLength(2);
  await forgetAnotherBdesData('BDE240202');
  expect(await listSends()).toEqual([]);
});
