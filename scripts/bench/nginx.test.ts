// The shipped nginx site file (deploy/nginx/deccan-site.conf): `nginx -t` accepts it as the tests
// generate it, and its settings agree with the API's code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRATION_MAX_BYTES } from '../../api/src/partners/executives/registration-form';
import { APPLICATION_MAX_BYTES } from '../../api/src/hiring/applications/application-form';
import { PIN_HEADER, SHIPPED_SITE, checkNginxConfig, selfSignedCertificate, writeNginxConfig } from './nginx';

const shipped = fs.readFileSync(SHIPPED_SITE, 'utf8');
/** The shipped file without its comments. */
const directives = shipped.replace(/#.*$/gm, '');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test.each([
  ['as shipped, with the test’s ports and certificate', false],
  ['with the test-only pinning', true],
])('nginx -t accepts the site file %s', (_what, pinning) => {
  const { certificate, key } = selfSignedCertificate(dir);
  const main = writeNginxConfig(
    dir,
    { upstreams: [18080, 18081], httpsPort: 18443, httpPort: 18880, certificate, key },
    { pinning },
  );
  const checked = checkNginxConfig(dir, main);
  expect(checked.output).toMatch(/test is successful/);
  expect(checked.ok).toBe(true);
});

test('client_max_body_size is the largest body the API accepts', () => {
  const size = Number(/client_max_body_size (\d+);/.exec(directives)?.[1]);
  expect(size).toBe(Math.max(APPLICATION_MAX_BYTES, REGISTRATION_MAX_BYTES));
});

test('a request already sent is never sent to another instance, and compression is left to the app', () => {
  expect(directives).toMatch(/proxy_next_upstream error timeout;/);
  expect(directives).not.toMatch(/non_idempotent/);
  expect(directives).toMatch(/gzip off;/);
  expect(directives).not.toMatch(/brotli/);
  expect(directives).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  expect(directives).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  expect(directives).toMatch(/add_header X-Request-Id \$request_id always;/);
  expect(directives).toMatch(/listen 443 ssl http2;/);
});

test('the shipped file has no test-only routing', () => {
  expect(shipped.toLowerCase()).not.toContain(PIN_HEADER);
  expect(shipped).not.toMatch(/\$deccan_upstream|\$upstream_addr/);
});
