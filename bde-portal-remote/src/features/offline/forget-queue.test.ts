import '../offline-queue/queue-test-kit';
import { listSends, putSend } from '../offline-queue/queue-store';
import { forgetDeviceData } from './forget-device-data';

test('signing out empties the offline queue on this device, sent or not', async () => {
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
  expect(await listSends()).toHaveLength(2);
  await forgetDeviceData();
  expect(await listSends()).toEqual([]);
});
