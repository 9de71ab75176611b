/**
 * Two instances of the production server on one PostgreSQL database, behind a real nginx configured by
 * the shipped site file, over https (scripts/bench/cluster.ts), used the way a browser uses the site:
 * a cookie jar and the anti-forgery token. Whatever one instance knows, the other must know at once: sessions, their end,
 * attempt counts, uploaded documents; and a restart must not forget the counts.
 *
 * PostgreSQL only: jest.config.js collects this file only when DATABASE_URL is set (`npm test` runs it
 * in its PostgreSQL round).
 */
import { READY_PATH, XSRF_COOKIE, XSRF_SECURE_COOKIE } from 'shared/contract/health';
import { USER_PATHS } from 'shared/contract/user';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { startCluster, type Cluster } from '../../../scripts/bench/cluster';
import { PIN_HEADER } from '../../../scripts/bench/nginx';
import { SECURE_SESSION_COOKIE } from '../plugins/session';
import { AUTH_LIMITS } from '../lib/attempt-limiter';
import { PDF, PNG, multipartBody, validFields } from '../partners/executives/registration-test-helpers';

jest.setTimeout(180_000);

/** How long a session ended on one instance may still be accepted by another (the bound docs/operations.md states under "Several instances"). */
const REVOCATION_BOUND_MS = 1_000;

let cluster: Cluster;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('two-instances.test.ts needs DATABASE_URL (PostgreSQL)');
  cluster = await startCluster({ instances: 2 });
}, 180_000);
afterAll(async () => {
  await cluster?.close();
});
/** Server output worth showing: errors and anything that is not a log line (a crash's stack). */
const serious = (line: string) => {
  const json = line.slice(line.indexOf(']') + 2);
  try {
    return ((JSON.parse(json) as { level?: number }).level ?? 50) >= 50;
  } catch {
    return json.trim() !== '';
  }
};
afterEach(() => {
  // When a check fails, what the servers said is the first thing to look at.
  const shown = cluster?.logs.filter(serious) ?? [];
  if (shown.length) console.info(`${expect.getState().currentTestName}: server output\n${shown.join('\n')}`);
  cluster?.logs.splice(0);
});

/** The status, with the answer's body in the message when it is not the expected one. */
async function expectStatus(response: { status: number; text(): Promise<string> }, status: number) {
  if (response.status !== status) {
    const body = await response.text();
    expect(`${response.status} ${body}`).toBe(`${status} ...`);
  }
}

/** A browser behind nginx: one cookie jar; every POST echoes the anti-forgery cookie. */
class Browser {
  readonly cookies: Map<string, string>;

  constructor(cookies: Map<string, string> = new Map()) {
    this.cookies = new Map(cookies);
  }

  private xsrf() {
    for (const [name, value] of this.cookies) if (name.endsWith(XSRF_COOKIE)) return value;
    return undefined;
  }

  /** `via` pins the request to one instance; the answer says which one served it. */
  async request(
    via: number,
    method: 'GET' | 'POST',
    path: string,
    { body, headers = {} }: { body?: string | Uint8Array; headers?: Record<string, string> } = {},
  ) {
    const sent: Record<string, string> = { ...headers, [PIN_HEADER]: String(via) };
    if (method === 'POST') {
      if (!this.xsrf()) {
        const first = await this.request(via, 'GET', '/api/antiforgery');
        expect(first.status).toBe(200);
      }
      sent['x-xsrf-token'] = this.xsrf() ?? '';
    }
    if (this.cookies.size) sent.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await cluster.fetch(path, { method, headers: sent, body, redirect: 'manual' });
    expect(cluster.servedBy(response.headers)).toBe(via);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(via: number, path: string) {
    return this.request(via, 'GET', path);
  }

  postForm(via: number, path: string, fields: Record<string, string>) {
    return this.request(via, 'POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
}

/** BDE sign-in attempts this file has made from nginx's address so far (the per-address count). */
let bdeSignIns = 0;
function bdeSignIn(browser: Browser, via: number, userName: string, password: string) {
  bdeSignIns += 1;
  return browser.postForm(via, EXECUTIVE_PATHS.login, { userName, password });
}

let sequence = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${(sequence += 1)}@example.com`;
const PASSWORD = 'two instances password';

/** Registers a user through instance `via` and returns a browser signed in through `signInVia`. */
async function signedInUser(via: number, signInVia: number) {
  const browser = new Browser();
  const email = uniqueEmail('user');
  const registered = await browser.postForm(via, USER_PATHS.register, {
    Name: 'Two Instances',
    EmailAddress: email,
    Password: PASSWORD,
  });
  await expectStatus(registered, 201);
  const login = await browser.postForm(signInVia, USER_PATHS.login, {
    EmailAddress: email,
    Password: PASSWORD,
  });
  await expectStatus(login, 200);
  const { userId } = (await login.json()) as { userId: number };
  return { browser, userId, email };
}

test('nginx sends requests to both instances in turn, each ready, with a request id', async () => {
  const served = new Set<number | undefined>();
  const ids = new Set<string | null>();
  for (let i = 0; i < 4; i += 1) {
    const response = await cluster.fetch(READY_PATH);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ready: true });
    served.add(cluster.servedBy(response.headers));
    ids.add(response.headers.get('x-request-id'));
  }
  expect(served).toEqual(new Set([0, 1]));
  expect([...ids].every((id) => /^[0-9a-f]{32}$/.test(id ?? ''))).toBe(true);
  expect(ids.size).toBe(4);
});

test('over https the cookies are __Host- and Secure, HSTS is sent, and plain http is sent to https', async () => {
  const browser = new Browser();
  const first = await browser.get(0, '/api/antiforgery');
  expect(first.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  const xsrf = first.headers.getSetCookie().find((line) => line.startsWith(`${XSRF_SECURE_COOKIE}=`));
  expect(xsrf).toMatch(/; Secure/i);
  expect(xsrf).toMatch(/; Path=\//i);
  expect(xsrf).not.toMatch(/; Domain=/i);

  const email = uniqueEmail('cookies');
  await expectStatus(
    await browser.postForm(1, USER_PATHS.register, {
      Name: 'Cookies',
      EmailAddress: email,
      Password: PASSWORD,
    }),
    201,
  );
  const login = await browser.postForm(0, USER_PATHS.login, { EmailAddress: email, Password: PASSWORD });
  await expectStatus(login, 200);
  const session = login.headers.getSetCookie().find((line) => line.startsWith(`${SECURE_SESSION_COOKIE}=`));
  expect(session).toMatch(/; Secure/i);
  expect(session).toMatch(/; HttpOnly/i);
  expect(session).toMatch(/; Path=\//i);
  expect(session).not.toMatch(/; Domain=/i);

  const plain = await fetch(`${cluster.nginx.httpUrl}/bdelogin`, { redirect: 'manual' });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toBe('https://127.0.0.1/bdelogin');
});

test('(a) a session started through one instance works through the other', async () => {
  const { browser, userId, email } = await signedInUser(0, 0);
  const profile = await browser.get(1, USER_PATHS.username(userId));
  expect(profile.status).toBe(200);
  expect(await profile.json()).toMatchObject({ username: 'Two Instances', emailAddress: email });
  // And the anti-forgery token the first instance issued for the session is good on the second.
  const update = await browser.postForm(1, USER_PATHS.update(userId), {
    Name: 'Renamed On The Other',
    EmailAddress: email,
  });
  expect(update.status).toBe(200);
  expect(await (await browser.get(0, USER_PATHS.username(userId))).json()).toMatchObject({
    username: 'Renamed On The Other',
  });
});

test('(b) signing out through one instance ends the session on the other within a second', async () => {
  const { browser, userId } = await signedInUser(1, 0);
  // Both instances have just served the session (and may remember it).
  expect((await browser.get(1, USER_PATHS.username(userId))).status).toBe(200);
  expect((await browser.get(0, USER_PATHS.username(userId))).status).toBe(200);
  expect((await browser.get(1, USER_PATHS.username(userId))).status).toBe(200);
  // A copy of the cookies as they were: someone who kept the old session cookie.
  const kept = new Browser(browser.cookies);

  const logout = await browser.postForm(0, USER_PATHS.logout, {});
  expect(logout.status).toBe(204);
  const signedOut = performance.now();

  // The other instance keeps sessions in memory and drops this one when PostgreSQL's notification
  // arrives: the old cookie is refused there within REVOCATION_BOUND_MS (docs/operations.md states it), and
  // from then on. How long it took is printed.
  let status = (await kept.get(1, USER_PATHS.username(userId))).status;
  while (status !== 401 && performance.now() - signedOut < REVOCATION_BOUND_MS) {
    status = (await kept.get(1, USER_PATHS.username(userId))).status;
  }
  const took = performance.now() - signedOut;
  console.info(`(b) the sign-out reached the other instance ${took.toFixed(1)} ms after its answer`);
  expect(status).toBe(401);
  expect(took).toBeLessThanOrEqual(REVOCATION_BOUND_MS);
  expect((await kept.get(1, USER_PATHS.username(userId))).status).toBe(401);
  expect((await kept.get(0, USER_PATHS.username(userId))).status).toBe(401);
  expect((await browser.get(1, USER_PATHS.username(userId))).status).toBe(401);
});

test('(c) failed sign-ins spread over both instances meet the per-account limit at the same total, across a restart', async () => {
  const browser = new Browser();
  const { email } = await signedInUser(0, 1); // a real account, signed in once (which clears its count)
  const wrong = () => ({ EmailAddress: email, Password: 'not the password at all' });
  const statuses: number[] = [];
  const half = Math.floor(AUTH_LIMITS.perAccount / 2);
  for (let i = 0; i < half; i += 1)
    statuses.push((await browser.postForm(i % 2, USER_PATHS.login, wrong())).status);

  // Instance 1 restarts in the middle of the guessing: the counts must survive it.
  await cluster.restart(1);

  for (let i = half; i < AUTH_LIMITS.perAccount; i += 1) {
    statuses.push((await browser.postForm(i % 2, USER_PATHS.login, wrong())).status);
  }
  expect(statuses).toEqual(Array(AUTH_LIMITS.perAccount).fill(401));

  // The next attempt is refused on both instances, even with the right password.
  for (const via of [0, 1]) {
    const refused = await browser.postForm(via, USER_PATHS.login, wrong());
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(AUTH_LIMITS.windowMs / 1000));
  }
  const right = await browser.postForm(1, USER_PATHS.login, { EmailAddress: email, Password: PASSWORD });
  expect(right.status).toBe(429);

  // And after instance 0 restarts too, the account is still held back.
  await cluster.restart(0);
  expect((await browser.postForm(0, USER_PATHS.login, wrong())).status).toBe(429);
});

test('(d) a BDE registered through one instance has its document copies in the database, for both', async () => {
  const browser = new Browser();
  const fields = validFields();
  const { payload, headers } = await multipartBody(fields, {
    AadharCopy: { content: PDF, name: 'aadhaar.pdf', type: 'application/pdf' },
    PanCopy: { content: PNG, name: 'pan.png', type: 'image/png' },
  });
  const registered = await browser.request(0, 'POST', EXECUTIVE_PATHS.register, {
    body: new Uint8Array(payload),
    headers,
  });
  await expectStatus(registered, 201);
  const { bdeCode } = (await registered.json()) as { bdeCode: string };

  const documents = await cluster.query<{
    kind: string;
    has_content: boolean;
    bytes: number | null;
    storage_name: string | null;
  }>(
    `select d.kind, d.content is not null as has_content, octet_length(d.content) as bytes, d.storage_name
       from executive_documents d join executives e on e.id = d.executive_id
      where e.bde_code = $1 order by d.kind`,
    [bdeCode],
  );
  expect(documents.map((d) => d.kind)).toEqual(['aadhar', 'pan']);
  for (const document of documents) {
    expect(document).toMatchObject({ has_content: true, storage_name: null });
    expect(Number(document.bytes)).toBeGreaterThan(0);
  }

  // The other instance (whose data folder never saw the upload) knows the BDE: sign in there.
  await expectStatus(await bdeSignIn(browser, 1, fields.UserName, fields.Password), 200);
  expect((await browser.get(1, EXECUTIVE_PATHS.byCode(bdeCode))).status).toBe(200);
});

test('(c) the per-address limit counts the address nginx saw, once for both instances, across a restart', async () => {
  // nginx appends the address it was connected from (127.0.0.1) to X-Forwarded-For and the instances
  // believe that one entry only (TRUST_PROXY=1): each attempt claims another address in a forged
  // leftmost entry, and all are still counted against 127.0.0.1.
  // BDE sign-ins with a different unknown name each time: no account limit is reached, only the address's.
  const browser = new Browser();
  expect((await browser.get(0, '/api/antiforgery')).status).toBe(200);
  const attempt = (n: number) => {
    bdeSignIns += 1;
    return browser
      .request(n % 2, 'POST', EXECUTIVE_PATHS.login, {
        body: new URLSearchParams({
          userName: `nobody${n}x${Date.now()}`,
          password: 'wrong password',
        }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `203.0.113.${n % 250}`,
        },
      })
      .then((response) => response.status);
  };
  const statuses: number[] = [];
  const allowed = AUTH_LIMITS.perClient - bdeSignIns; // what earlier tests left of this address's allowance
  const total = allowed + 6;
  for (let n = 0; n < total; n += 4) {
    // Four at a time, two on each instance: concurrent attempts must not overrun the limit either.
    const batch = Array.from({ length: Math.min(4, total - n) }, (_, k) => attempt(n + k));
    statuses.push(...(await Promise.all(batch)));
  }
  expect(statuses.filter((status) => status === 401)).toHaveLength(allowed);
  expect(statuses.filter((status) => status === 429)).toHaveLength(total - allowed);

  await cluster.restart(1, 'SIGKILL');
  expect(await attempt(1)).toBe(429);
});
