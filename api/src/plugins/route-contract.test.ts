import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { registerErrorHandling } from './errors';
import { registerGuards } from './guards';
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

describe('staff routes declare their part of the back office', () => {
  const schema = { summary: 'A staff thing', response: { 200: Answer } };
  const handler = async () => ({ id: 1 });

  async function staffApp() {
    const app = Fastify();
    registerRouteContract(app);
    // The guards are only listed here, never run: no database is reached.
    await app.register(registerGuards, { db: {} as Db });
    return app;
  }

  test('a route that lists staffOnly(access) first is listed with that access', async () => {
    const app = await staffApp();
    app.get('/api/staff/openings', { preHandler: app.staffOnly('hiring'), schema }, handler);
    app.post(
      '/api/staff/export',
      { preHandler: [...app.staffOnly('admin'), async () => {}], schema },
      handler,
    );
    app.post('/api/staff/login', { config: { staffAccess: 'public' }, schema }, handler);
    expect(
      app.apiRoutes.map(({ method, url, access, staffAccess }) => [method, url, access, staffAccess]),
    ).toEqual([
      ['GET', '/api/staff/openings', 'staff', 'hiring'],
      ['POST', '/api/staff/export', 'staff', 'admin'],
      ['POST', '/api/staff/login', 'public', null],
    ]);
  });

  test.each([
    ['no guard and no public declaration', () => ({})],
    ['the staff guard alone', (app: FastifyInstance) => ({ preHandler: [app.requireStaff] })],
    ['the access guard alone', (app: FastifyInstance) => ({ preHandler: [app.requireAccess('office')] })],
    [
      'the guards after other work',
      (app: FastifyInstance) => ({ preHandler: [async () => {}, ...app.staffOnly('office')] }),
    ],
  ])('a /api/staff route with %s does not start', async (_what, options) => {
    const app = await staffApp();
    expect(() => app.get('/api/staff/thing', { ...options(app), schema }, handler)).toThrow(
      /GET \/api\/staff\/thing: a staff route lists app\.staffOnly\(access\) first/,
    );
  });

  test('the staff guard elsewhere needs its access too', async () => {
    const app = await staffApp();
    expect(() => app.get('/api/other', { preHandler: [app.requireStaff], schema }, handler)).toThrow(
      /staffOnly\(access\)/,
    );
  });
});
