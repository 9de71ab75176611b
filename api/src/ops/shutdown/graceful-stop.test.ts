/**
 * SIGTERM on a production server (a child process, as `npm start` runs it) while a BDE's multi-megabyte
 * registration is still being uploaded, slowly: the listening socket closes at once (a new connection
 * is refused, so a load balancer goes to another instance), the upload finishes and is answered 201
 * with `Connection: close`, and the process exits 0.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { antiForgery } from '../../../../scripts/bench/accounts';
import { freePort } from '../../../../scripts/bench/free-port';
import { startSite, type SiteProcess } from '../../../../scripts/bench/site-process';
import { PDF, multipartBody, validFields } from '../../partners/executives/registration-test-helpers';
import { sharedKeys } from '../../../../scripts/bench/cluster';
import { throwawayDatabase, type ThrowawayDatabase } from '../../db/throwaway-database';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PDF of about `bytes` bytes: the header, spaces, the end marker. */
const largePdf = (bytes: number) =>
  Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

let dataDir: string;
let site: SiteProcess | undefined;
let throwaway: ThrowawayDatabase | undefined;
const logs: string[] = [];
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graceful-stop-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) {
    throwaway = await throwawayDatabase(process.env.DATABASE_URL, 'graceful_stop');
    Object.assign(env, { DATABASE_URL: throwaway.url, ...sharedKeys() });
  } else env.DATABASE_URL = '';
  site = await startSite(await freePort(), env, { output: (line) => logs.push(line) });
});
afterAll(async () => {
  await site?.stop('SIGKILL');
  await throwaway?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGTERM: new connections are refused, the upload in flight is answered, exit code 0', async () => {
  const { url, child } = site!;
  const port = Number(new URL(url).port);
  const { token, cookie } = await antiForgery(url);
  const copy = { content: largePdf(1_900_000), name: 'copy.pdf', type: 'application/pdf' };
  const { payload, headers } = await multipartBody(validFields(), { AadharCopy: copy, PanCopy: copy });
  expect(payload.length).toBeGreaterThan(3_000_000);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = http.request(`${url}${EXECUTIVE_PATHS.register}`, {
        method: 'POST',
        headers: { ...headers, 'content-length': payload.length, 'x-xsrf-token': token, cookie },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      });
      // The body goes out in 16 slices over about 2 s; SIGTERM arrives after the first.
      void (async () => {
        const slice = Math.ceil(payload.length / 16);
        for (let at = 0; at < payload.length; at += slice) {
          request.write(payload.subarray(at, at + slice));
          if (at === 0) {
            await sleep(300);
            child.kill('SIGTERM');
            await sleep(300);
            expect(await refused(port)).toBe(true);
          }
          await sleep(120);
        }
        request.end();
      })().catch(reject);
    },
  );

  const { status, connection, body } = await answer;
  expect(`${status} ${body.slice(0, 200)}`).toMatch(/^201 /);
  expect(connection).toBe('close');
  expect(await exited).toBe(0);
  expect(logs.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
});
