import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { registerErrorHandling } from './errors';
import { registerRouteContract } from './route-contract';

const Answer = Type.Object({ id: Type.Integer() }, { additionalProperties: false });

async function appWith(handler: () => unknown, checkResponses = true) {
  const app = Fastify();
  registerErrorHandling(app);
  registerRouteContract(app, { checkResponses });
  app.get('/api/thing', { schema: { summary: 'A thing', response: { 200: Answer } } }, async () => handler());
  await app.ready();
  return app;
}

const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
afterAll(() => stderr.mockRestore());

test('an answer that keeps its promise passes', async () => {
  const app = await appWith(() => ({ id: 7 }));
  expect((await app.inject('/api/thing')).json()).toEqual({ id: 7 });
});

test.each([
  ['a field the contract does not name', { id: 7, secret: 'x' }],
  ['a missing field', {}],
  ['a field of the wrong type', { id: '7' }],
])('tests fail an answer with %s (serialization would have hidden it)', async (_what, body) => {
  const app = await appWith(() => body);
  const answer = await app.inject('/api/thing');
  expect(answer.statusCode).toBe(500);
  expect(stderr).toHaveBeenCalledWith(
    expect.stringContaining('GET /api/thing answered 200 against its schema'),
  );
});

test('outside tests the answer is serialized by its schema: an unnamed field never leaves', async () => {
  const app = await appWith(() => ({ id: 7, secret: 'x' }), false);
  expect((await app.inject('/api/thing')).json()).toEqual({ id: 7 });
});

test('an API route without a summary and answer schemas stops the start', async () => {
  const app = Fastify();
  registerRouteContract(app);
  expect(() => app.get('/api/bare', async () => ({}))).toThrow(
    'GET /api/bare: declare schema.summary and schema.response',
  );
});

test('every route promises the error body for 4xx and 5xx', async () => {
  const app = await appWith(() => ({ id: 7 }));
  expect(Object.keys(app.apiRoutes[0].schema.response).sort()).toEqual(['200', '4xx', '5xx']);
});
