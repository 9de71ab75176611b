import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { executives } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { REGISTRATION_LENGTH_REQUIRED, REGISTRATION_TOO_LARGE } from './registration-form';

jest.setTimeout(60_000);

let ctx: TestContext;
let port: number;
let xsrf: { cookie: string; token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
  const agent = ctx.agent();
  await agent.get('/api/antiforgery');
  const token = agent.cookies.get('XSRF-TOKEN')!;
  xsrf = { cookie: `XSRF-TOKEN=${token}`, token };
});
afterAll(() => ctx.close());

/** Starts an upload and keeps sending until the server answers or closes; returns what was sent. */
function upload(headers: string[], chunked = false) {
  return new Promise<{ answer: string; sentBytes: number }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sentBytes = 0;
    let open = true;
    const data = Buffer.alloc(64 * 1024, 'a');
    const chunk = chunked
      ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
      : data;
    const frame = (text: string) =>
      chunked ? `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n` : text;
    const pump = () => {
      while (open && sentBytes < 64 * 1024 * 1024 && socket.write(chunk)) sentBytes += chunk.length;
    };
    socket.on('connect', () => {
      socket.write(
        [
          `POST ${EXECUTIVE_PATHS.register} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Content-Type: multipart/form-data; boundary=XyZ',
          `Cookie: ${xsrf.cookie}`,
          `X-XSRF-TOKEN: ${xsrf.token}`,
          ...headers,
          '',
          '',
        ].join('\r\n') +
          frame('--XyZ\r\nContent-Disposition: form-data; name="AadharCopy"; filename="a.pdf"\r\n\r\n%PDF-'),
      );
      pump();
    });
    socket.on('drain', pump);
    socket.on('data', (data) => (answer += data.toString('utf8')));
    const finish = () => {
      open = false;
      resolve({ answer, sentBytes });
    };
    socket.on('close', finish);
    socket.on('error', finish);
  });
}

test('a body declared larger than the cap is refused with 413 before it is read', async () => {
  const { answer, sentBytes } = await upload([`Content-Length: ${200 * 1024 * 1024}`]);
  expect(answer).toMatch(/^HTTP\/1\.1 413/);
  expect(answer).toContain(REGISTRATION_TOO_LARGE);
  expect(sentBytes).toBeLessThan(32 * 1024 * 1024);
});

test('a chunked body, which declares no length, is refused with 411 before it is read, and nothing is stored', async () => {
  const { answer, sentBytes } = await upload(['Transfer-Encoding: chunked'], true);
  expect(answer).toMatch(/^HTTP\/1\.1 411/);
  expect(answer).toContain(REGISTRATION_LENGTH_REQUIRED);
  expect(sentBytes).toBeLessThan(32 * 1024 * 1024);
  const [row] = await ctx.database.db.select({ n: count() }).from(executives);
  expect(row.n).toBe(0);
});
