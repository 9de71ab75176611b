import { assertNoUnexpectedCalls, fakeApi, json } from './fake-api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

test('a call it was not told about rejects, naming the method and URL, and fails the after-test check', async () => {
  api = fakeApi({ 'GET /api/known': { body: { ok: true } } });
  await expect(fetch('/api/unknown', { method: 'DELETE' })).rejects.toThrow(
    /no answer for DELETE http:\/\/localhost\/api\/unknown/,
  );
  expect(() => assertNoUnexpectedCalls()).toThrow(
    /Unexpected fetch call\(s\): DELETE http:\/\/localhost\/api\/unknown/,
  );
  expect(() => assertNoUnexpectedCalls()).not.toThrow();
});

test('a sequence is answered in order, the last answer repeating', async () => {
  api = fakeApi({
    '/api/items?page=1': [{ status: 503, body: { title: 'down' } }, { body: [1] }, () => json(200, [2])],
  });
  const statuses: number[] = [];
  const bodies: unknown[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await fetch('/api/items?page=1');
    statuses.push(response.status);
    bodies.push(await response.json());
  }
  expect(statuses).toEqual([503, 200, 200, 200]);
  expect(bodies).toEqual([{ title: 'down' }, [1], [2], [2]]);
  expect(api.paths()).toEqual(Array(4).fill('/api/items?page=1'));
});

test('the sent form and JSON bodies can be read, and calls are counted per path and method', async () => {
  api = fakeApi({ 'POST /api/form': { status: 204 }, 'PUT /api/json': { body: {} } });
  await fetch('/api/form', { method: 'POST', body: new URLSearchParams({ name: 'Asha', age: '30' }) });
  await fetch('/api/json', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 7 }),
  });
  expect(api.formOf('/api/form')).toEqual({ name: 'Asha', age: '30' });
  expect(api.jsonOf('/api/json')).toEqual({ id: 7 });
  expect(api.requestsTo('/api/form', 'POST')).toHaveLength(1);
  expect(api.requestsTo('/api/form', 'GET')).toHaveLength(0);
  const [request] = api.requestsTo('/api/json');
  expect(await request.json()).toEqual({ id: 7 });
  expect(api.calls).toHaveLength(2);
});
