import { api } from '../api/base-api';
import { errorStatus } from '../forms/call-errors';
import { createAppStore } from '../store/create-store';
import { fakeApi } from '../test/fake-api';
import { initialAuthState } from './auth-slice';
import { signIn } from './sign-in';

let fake: ReturnType<typeof fakeApi>;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.mac';
});
afterEach(() => jest.restoreAllMocks());

test('a user: form data to /api/User/login, the cache dropped, then name, id and email stored', async () => {
  fake = fakeApi({
    'POST /api/User/login': { body: { userId: 3, name: 'Asha', email: 'asha@example.com' } },
  });
  const store = createAppStore();
  const { resetApiState } = api.util;
  // Still the action creator (RTK Query's middleware matches on it), counted.
  const resetSpy = Object.assign(jest.spyOn(api.util, 'resetApiState'), { match: resetApiState.match });
  const session = await store.dispatch(
    signIn({ role: 'user', fields: { EmailAddress: 'asha@example.com', Password: 'a long passphrase' } }),
  );
  const user = { name: 'Asha', role: 'user', userId: 3, email: 'asha@example.com' };
  expect(session).toEqual({ user });
  expect(resetSpy).toHaveBeenCalledTimes(1);
  expect(store.getState().auth).toEqual({ ...initialAuthState, authUser: user });
  expect(fake.paths()).toEqual(['/api/User/login']);
  expect(fake.calls[0].headers.get('X-XSRF-TOKEN')).toBe('nonce.mac');
  expect(fake.formOf('/api/User/login')).toEqual({
    EmailAddress: 'asha@example.com',
    Password: 'a long passphrase',
  });
});

test('a user without a name is stored by email; an answer that names no one stores nothing', async () => {
  fake = fakeApi({ 'POST /api/User/login': [{ body: { userId: 4, email: 'b@example.com' } }, { body: {} }] });
  const store = createAppStore();
  const fields = { EmailAddress: 'b@example.com', Password: 'a long passphrase' };
  expect((await store.dispatch(signIn({ role: 'user', fields })))?.user.name).toBe('b@example.com');

  const fresh = createAppStore();
  expect(await fresh.dispatch(signIn({ role: 'user', fields }))).toBeNull();
  expect(fresh.getState().auth).toEqual(initialAuthState);
});

test('a BDE: form data to /api/Executive/login, the full name (or user name) and the BDE code stored', async () => {
  fake = fakeApi({
    'POST /api/Executive/login': [
      { body: { bdeCode: 'BDE1001', userName: 'kiran', fullName: 'Kiran Rao' } },
      { body: { bdeCode: 'BDE1002', userName: 'meera', fullName: '' } },
    ],
  });
  const store = createAppStore();
  const session = await store.dispatch(
    signIn({ role: 'bde', fields: { userName: 'kiran', password: 'a long passphrase' } }),
  );
  expect(session).toEqual({ user: { name: 'Kiran Rao', role: 'bde' }, bdeCode: 'BDE1001' });
  expect(store.getState().auth).toEqual({
    ...initialAuthState,
    authUser: { name: 'Kiran Rao', role: 'bde' },
    bdeCode: 'BDE1001',
  });
  expect(fake.paths()).toEqual(['/api/Executive/login']);
  expect(fake.formOf('/api/Executive/login')).toEqual({ userName: 'kiran', password: 'a long passphrase' });

  await store.dispatch(signIn({ role: 'bde', fields: { userName: 'meera', password: 'a long passphrase' } }));
  expect(store.getState().auth.authUser?.name).toBe('meera');
});

test.each([
  ['user', 401, '/api/User/login'],
  ['bde', 429, '/api/Executive/login'],
] as const)('a failed %s sign-in throws with its status and stores nothing', async (role, status, path) => {
  fake = fakeApi({ [`POST ${path}`]: { status, body: { title: 'No.', status } } });
  const store = createAppStore();
  const fields =
    role === 'user'
      ? { role, fields: { EmailAddress: 'a@example.com', Password: 'x' } }
      : { role, fields: { userName: 'kiran', password: 'x' } };
  const error = await store.dispatch(signIn(fields)).catch((thrown: unknown) => thrown);
  expect(errorStatus(error)).toBe(status);
  expect(store.getState().auth).toEqual(initialAuthState);
});

test("the caller's steps: prefetch before the session is stored, signedIn right after, in the same task", async () => {
  fake = fakeApi({
    'POST /api/Executive/login': { body: { bdeCode: 'BDE1001', userName: 'kiran', fullName: 'Kiran' } },
  });
  const store = createAppStore();
  const seen: string[] = [];
  let renderChance = false;
  const session = await store.dispatch(
    signIn(
      { role: 'bde', fields: { userName: 'kiran', password: 'a long passphrase' } },
      {
        prefetch: (s) => {
          seen.push(`prefetch ${s.bdeCode} stored=${store.getState().auth.bdeCode}`);
          // Anything queued now runs only after both steps: nothing re-renders between them.
          queueMicrotask(() => (renderChance = true));
        },
        signedIn: (s) =>
          seen.push(`signedIn ${s.bdeCode} stored=${store.getState().auth.bdeCode} between=${renderChance}`),
      },
    ),
  );
  expect(session?.bdeCode).toBe('BDE1001');
  expect(seen).toEqual(['prefetch BDE1001 stored=null', 'signedIn BDE1001 stored=BDE1001 between=false']);
});

test("a BDE's prefetch step is given the dashboard's figures the answer carries", async () => {
  const dashboard = { proposalSummary: { sent: 3, accepted: 1, percentage: 33.33 } };
  fake = fakeApi({
    'POST /api/Executive/login': {
      body: { bdeCode: 'BDE1001', userName: 'kiran', fullName: 'Kiran', dashboard },
    },
  });
  const store = createAppStore();
  const prefetch = jest.fn();
  await store.dispatch(signIn({ role: 'bde', fields: { userName: 'kiran', password: 'x' } }, { prefetch }));
  expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ bdeCode: 'BDE1001' }), dashboard);
  // Kept for the cache only: none of it is stored with the session (which the browser keeps).
  expect(JSON.stringify(store.getState().auth)).not.toContain('proposalSummary');
});

test('no step runs when the sign-in fails or names no one', async () => {
  fake = fakeApi({
    'POST /api/User/login': [{ status: 401, body: { title: 'No.', status: 401 } }, { body: {} }],
  });
  const store = createAppStore();
  const steps = { prefetch: jest.fn(), signedIn: jest.fn() };
  const fields = { EmailAddress: 'a@example.com', Password: 'a long passphrase' };
  await expect(store.dispatch(signIn({ role: 'user', fields }, steps))).rejects.toBeDefined();
  expect(await store.dispatch(signIn({ role: 'user', fields }, steps))).toBeNull();
  expect(steps.prefetch).not.toHaveBeenCalled();
  expect(steps.signedIn).not.toHaveBeenCalled();
});

test('the session carries the language saved with the account; one not of the six is left out', async () => {
  fake = fakeApi({
    'POST /api/User/login': [
      { body: { userId: 5, name: 'Asha', email: 'a@example.com', language: 'ta' } },
      { body: { userId: 5, name: 'Asha', email: 'a@example.com', language: 'fr' } },
    ],
    'POST /api/Executive/login': {
      body: { bdeCode: 'BDE1003', userName: 'ravi', fullName: 'Ravi', language: 'ml' },
    },
  });
  const fields = { EmailAddress: 'a@example.com', Password: 'a long passphrase' };
  const store = createAppStore();
  expect((await store.dispatch(signIn({ role: 'user', fields })))?.language).toBe('ta');
  const unknown = await store.dispatch(signIn({ role: 'user', fields }));
  expect(unknown).not.toBeNull();
  expect(unknown).not.toHaveProperty('language', expect.anything());
  const bde = await store.dispatch(
    signIn({ role: 'bde', fields: { userName: 'ravi', password: 'a long passphrase' } }),
  );
  expect(bde?.language).toBe('ml');
  expect(store.getState().auth.bdeCode).toBe('BDE1003');
});
