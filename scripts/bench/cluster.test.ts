// The proxy the two-instance test and bench:load put in front of the servers behaves as a real one:
// X-Forwarded-For appended, bodies streamed, every Set-Cookie passed on, and a request sent on to
// another instance only when no byte of it reached the first.
import http from 'node:http';
import type net from 'node:net';
import {
  PIN_HEADER,
  PROXY_ERROR_HEADER,
  SERVED_BY_HEADER,
  freePort,
  startProxy,
  type Proxy,
} from './cluster';

interface Upstream {
  port: number;
  seen: Array<{ headers: http.IncomingHttpHeaders; body: Buffer }>;
  close(): Promise<void>;
}

/** An upstream that echoes what it got, sets two cookies, and on /die drops the connection unanswered. */
async function upstream(): Promise<Upstream> {
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ headers: req.headers, body });
      if (req.url === '/die') return req.socket.destroy();
      res.setHeader('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/; SameSite=Lax']);
      res.setHeader('content-type', 'application/octet-stream');
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let one: Upstream;
let two: Upstream;
let deadPort: number;
let proxy: Proxy;
let ports: number[];
beforeAll(async () => {
  one = await upstream();
  two = await upstream();
  deadPort = await freePort(); // nothing listens there
  ports = [one.port, two.port];
  proxy = await startProxy(() => ports);
});
afterAll(async () => {
  await proxy.close();
  await one.close();
  await two.close();
});

test('appends the connecting address to X-Forwarded-For and passes every Set-Cookie through', async () => {
  const response = await fetch(`${proxy.url}/x`, {
    headers: { 'x-forwarded-for': '203.0.113.9', [PIN_HEADER]: '1' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get(SERVED_BY_HEADER)).toBe('1');
  expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; SameSite=Lax']);
  const { headers } = two.seen.at(-1)!;
  expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  expect(headers['x-forwarded-proto']).toBe('http');
  expect(headers[PIN_HEADER]).toBeUndefined();
});

test('streams a large body both ways, unchanged', async () => {
  const body = Buffer.alloc(3 * 1024 * 1024);
  for (let i = 0; i < body.length; i += 1) body[i] = (i * 7) % 251;
  const response = await fetch(`${proxy.url}/echo`, { method: 'POST', body });
  expect(response.status).toBe(200);
  expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
});

test('takes turns between the instances', async () => {
  const served = [];
  for (let i = 0; i < 4; i += 1) served.push((await fetch(`${proxy.url}/`)).headers.get(SERVED_BY_HEADER));
  expect(new Set(served)).toEqual(new Set(['0', '1']));
});

test('a refused connection (no byte sent) goes to the other instance, body and all', async () => {
  ports = [deadPort, two.port];
  try {
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${proxy.url}/post`, { method: 'POST', body: `payload ${i}` });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`payload ${i}`);
    }
    expect(proxy.events.some((event) => event.kind === 'retried' && event.error === 'ECONNREFUSED')).toBe(
      true,
    );
  } finally {
    ports = [one.port, two.port];
  }
});

test('a connection lost after the request was sent is a 502, not a retry; no instance at all is a 502 too', async () => {
  const sentBefore = one.seen.length + two.seen.length;
  const died = await fetch(`${proxy.url}/die`, { method: 'POST', body: 'once only' });
  expect(died.status).toBe(502);
  expect(died.headers.get(PROXY_ERROR_HEADER)).toMatch(/^upstream-failed /);
  // Only one instance ever saw it: it was not sent again.
  expect(one.seen.length + two.seen.length).toBe(sentBefore + 1);

  ports = [deadPort, deadPort];
  try {
    const none = await fetch(`${proxy.url}/`);
    expect(none.status).toBe(502);
    expect(none.headers.get(PROXY_ERROR_HEADER)).toBe('no-instance ECONNREFUSED');
  } finally {
    ports = [one.port, two.port];
  }
});
