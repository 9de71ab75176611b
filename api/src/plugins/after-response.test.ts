import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { registerAfterResponse } from './after-response';

/** A bare app whose one route answers and leaves `work` until after its answer. */
function appWith(work: (events: string[]) => Promise<unknown>) {
  const events: string[] = [];
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerAfterResponse(app);
  app.get('/', async (_request, reply) => {
    reply.raw.once('finish', () => events.push('answered'));
    app.afterResponse.run(reply, () => work(events));
    events.push('handler done');
    return { ok: true };
  });
  return { app, events, logged };
}

test('the work starts only once the answer has been sent', async () => {
  const { app, events } = appWith(async (log) => {
    log.push('work started');
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.afterResponse.settled();
  expect(response.json()).toEqual({ ok: true });
  expect(events).toEqual(['handler done', 'answered', 'work started']);
  await app.close();
});

test('a failed work is logged without its parameters and changes nothing in the answer', async () => {
  const failure = Object.assign(new Error('wrapped'), {
    query: 'select * from "users" where "email_key" = $1',
    params: ['asha@example.com'],
    cause: Object.assign(new Error('asha@example.com is broken'), { code: '57P01' }),
  });
  const { app, logged } = appWith(() => Promise.reject(failure));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.afterResponse.settled();
  expect(response.statusCode).toBe(200);
  expect(logged.join('')).toContain('work after the answer failed');
  expect(logged.join('')).toContain('57P01');
  expect(logged.join('')).not.toContain('asha@example.com');
  await app.close();
});

test('closing the app waits for the work under way', async () => {
  let finish = () => {};
  const { app, events } = appWith(async (log) => {
    await new Promise<void>((resolve) => (finish = resolve));
    log.push('work ended');
  });
  await app.inject({ method: 'GET', url: '/' });
  const closed = app.close().then(() => events.push('closed'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(events).not.toContain('closed');
  finish();
  await closed;
  expect(events.slice(-2)).toEqual(['work ended', 'closed']);
});

test("a client that left before the work was handed over does not hold it (or the app's close) for ever", async () => {
  const app = Fastify({ logger: false });
  registerAfterResponse(app);
  const ran: string[] = [];
  app.get('/', async (request, reply) => {
    // The client is gone while the handler still awaits something (a limiter, a lookup).
    request.raw.destroy();
    await new Promise((resolve) => reply.raw.once('close', resolve));
    app.afterResponse.run(reply, async () => {
      ran.push('work');
    });
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(200) }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await app.afterResponse.settled();
  expect(ran).toEqual(['work']);
  await app.close();
});
