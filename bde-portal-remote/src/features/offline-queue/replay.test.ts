import './queue-test-kit';
import { IDEMPOTENCY_KEY_HEADER } from 'shared/contract/idempotency';
import { fakeApi, json } from 'shared/test/fake-api';
import { isOffline } from 'shared/forms/offline';
import { queueSend } from './queue-send';
import { clearSends, listSends, onQueueChange } from './queue-store';
import { replayQueue } from './replay';

const PATH = '/api/BDEPortal/FollowUps?bdeCode=BDE240101';
const TOKEN = { 'GET /api/antiforgery': { body: { token: 'nonce.mac' } } };

const followUp = (key: string, note = 'Called from the bus stand.') =>
  queueSend({
    key,
    what: 'follow-up',
    label: 'Overdue Co',
    path: PATH,
    body: { leadId: 1, action: 'done', note, nextDate: '' },
    headers: { 'Accept-Language': 'te' },
  });

beforeEach(() => clearSends());

test('a queued send goes with its key, the anti-forgery token and its headers, and is gone once answered', async () => {
  await followUp('key-one-0123456789');
  const api = fakeApi({ ...TOKEN, [`POST ${PATH}`]: { body: { leadId: 1, nextFollowUp: null } } });
  expect(await replayQueue()).toEqual({ sent: 1, failed: 0, pending: 0 });
  const [post] = api.requestsTo('/api/BDEPortal/FollowUps', 'POST');
  expect(post.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('key-one-0123456789');
  expect(post.headers.get('X-XSRF-TOKEN')).toBe('nonce.mac');
  expect(post.headers.get('Accept-Language')).toBe('te');
  expect(await post.json()).toEqual({
    leadId: 1,
    action: 'done',
    note: 'Called from the bus stand.',
    nextDate: '',
  });
  expect(await listSends()).toEqual([]);
});

test('without a connection, or with the server down, it stays and the same key goes next time', async () => {
  await followUp('key-two-0123456789');
  fakeApi({
    'GET /api/antiforgery': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  expect(await replayQueue()).toEqual({ sent: 0, failed: 0, pending: 1 });
  jest.restoreAllMocks();
  fakeApi({ ...TOKEN, [`POST ${PATH}`]: { status: 503, body: { title: 'Down' } } });
  expect((await replayQueue())?.pending).toBe(1);
  jest.restoreAllMocks();
  fakeApi({ ...TOKEN, [`POST ${PATH}`]: { status: 401, body: { title: 'Please sign in to continue.' } } });
  expect((await replayQueue())?.pending).toBe(1);
  expect((await listSends()).map((send) => [send.key, send.state])).toEqual([
    ['key-two-0123456789', 'pending'],
  ]);
  jest.restoreAllMocks();
  const api = fakeApi({ ...TOKEN, [`POST ${PATH}`]: { body: { leadId: 1, nextFollowUp: null } } });
  expect((await replayQueue())?.sent).toBe(1);
  expect(api.requestsTo('/api/BDEPortal/FollowUps', 'POST')[0].headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
    'key-two-0123456789',
  );
});

test('a refusal marks it failed with the server’s words and the rest still go', async () => {
  await followUp('key-bad-0123456789', '');
  await followUp('key-good-0123456789');
  fakeApi({
    ...TOKEN,
    [`POST ${PATH}`]: (request) =>
      request.headers.get(IDEMPOTENCY_KEY_HEADER) === 'key-bad-0123456789'
        ? json(400, { title: 'Some fields are not valid.', errors: { note: ['Say what happened.'] } })
        : json(200, { leadId: 1, nextFollowUp: null }),
  });
  expect(await replayQueue()).toEqual({ sent: 1, failed: 1, pending: 0 });
  expect(await listSends()).toMatchObject([
    {
      key: 'key-bad-0123456789',
      state: 'failed',
      error: 'Some fields are not valid. note: Say what happened.',
    },
  ]);
  // A failed send is not sent again: the BDE discards it.
  expect(await replayQueue()).toEqual({ sent: 0, failed: 0, pending: 0 });
});

test('two replays at once send each entry once', async () => {
  await followUp('key-once-0123456789');
  const api = fakeApi({ ...TOKEN, [`POST ${PATH}`]: { body: { leadId: 1, nextFollowUp: null } } });
  const [first, second] = await Promise.all([replayQueue(), replayQueue()]);
  expect(first).toBe(second);
  expect(api.requestsTo('/api/BDEPortal/FollowUps', 'POST')).toHaveLength(1);
});

test('listeners hear of each change; clearing empties the queue', async () => {
  const heard = jest.fn();
  const stop = onQueueChange(heard);
  await followUp('key-heard-0123456789');
  expect(heard).toHaveBeenCalled();
  await clearSends();
  expect(await listSends()).toEqual([]);
  stop();
});

test('offline: the browser says so, or the request never reached a server', () => {
  expect(isOffline({ status: 'FETCH_ERROR' })).toBe(true);
  expect(isOffline({ status: 500 })).toBe(false);
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(isOffline()).toBe(true);
  // A server's answer is never "offline", whatever the browser says just then: it is not kept to resend.
  expect(isOffline({ status: 400 })).toBe(false);
});
