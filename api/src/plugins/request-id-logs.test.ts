import { USER_PATHS } from 'shared/contract/user';
import { createLoggedTestApp, type LoggedTestApp } from '../test/logged-test-app';
import { TestAgent } from '../test/test-app';

jest.setTimeout(60_000);

let logged: LoggedTestApp;
beforeAll(async () => {
  logged = await createLoggedTestApp();
});
afterAll(() => logged.close());

interface LogLine {
  reqId?: string;
  msg?: string;
  method?: string;
  url?: string;
  status?: number;
  responseTime?: number;
}

const linesOf = (log: string) =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

test("a request is one log line, carrying the proxy's X-Request-Id, and the answer names it back", async () => {
  const { app, log } = logged;
  {
    // nginx's $request_id: 32 hex digits.
    const id = 'abc123def4567890abc123def4567890';
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);
    const lines = linesOf(log()).filter((line) => line.reqId === id);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', url: '/api/health', status: 200 }),
    ]);
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));

    // Without one, the server makes its own.
    const own = await app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(log()).some((line) => line.reqId === own.headers['x-request-id'])).toBe(true);
  }
});

test.each([
  ['a line break', 'abc\nlevel=50 forged'],
  ['500 characters', 'a'.repeat(500)],
  ['a quote and spaces', 'abc" "msg":"forged'],
  ['non-ASCII', 'abc\u2028def'],
  ['nothing', ''],
])('an X-Request-Id holding %s is replaced by a new id', async (_what, given) => {
  const { app, log } = logged;
  {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': given },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = linesOf(log());
    expect(lines.some((line) => line.reqId === id)).toBe(true);
    if (given) expect(log()).not.toContain(given.slice(0, 40));
  }
});

test('the lines of a sign-up, sign-in and failed sign-in hold no password, email, token or identity number', async () => {
  const { app, log } = logged;
  {
    const agent = new TestAgent(app);
    const password = 'Request-Id-Passphrase-7';
    const email = 'kavya.request@example.com';
    const aadhaar = '234567890124';
    const pan = 'ABCPK1234F';
    const sent = { 'x-request-id': 'trace-0001' };
    await agent.request({
      method: 'POST',
      url: USER_PATHS.register,
      headers: { ...sent, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ Name: 'Kavya', EmailAddress: email, Password: password }).toString(),
    });
    // Identity numbers where no route takes them: a field too many, a header; a token in the query.
    const failed = await agent.request({
      method: 'POST',
      url: `${USER_PATHS.login}?token=tok-${password}`,
      headers: { ...sent, 'content-type': 'application/x-www-form-urlencoded', 'x-pan': pan },
      payload: new URLSearchParams({
        EmailAddress: email,
        Password: 'wrong-password-x',
        Aadhaar: aadhaar,
      }).toString(),
    });
    expect(failed.statusCode).toBe(400);
    const wrong = await agent.request({
      method: 'POST',
      url: USER_PATHS.login,
      headers: { ...sent, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ EmailAddress: email, Password: 'wrong-password-x' }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    const signedIn = await agent.request({
      method: 'POST',
      url: USER_PATHS.login,
      headers: { ...sent, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ EmailAddress: email, Password: password }).toString(),
    });
    expect(signedIn.statusCode).toBe(200);
    const session = agent.cookies.get('sid') ?? '';
    expect(session).not.toBe('');

    const traced = linesOf(log()).filter((line) => line.reqId === 'trace-0001');
    expect(traced.filter((line) => line.msg === 'request').map((line) => line.status)).toEqual([
      201, 400, 401, 200,
    ]);
    expect(traced.find((line) => line.status === 400)?.url).toBe(`${USER_PATHS.login}?token=[redacted]`);
    for (const secret of [password, 'wrong-password-x', email, 'kavya.request', aadhaar, pan, session]) {
      expect(log()).not.toContain(secret);
    }
  }
});
