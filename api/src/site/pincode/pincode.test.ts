import Fastify from 'fastify';
import { readPincodeResponse } from 'shared/contract/states';
import type { PincodeResponse } from 'shared/contract/states-responses';
import { createTestApp, type TestContext } from '../../test/test-app';
import { SUPPORTED_DISTRICTS } from '../states/supported-districts';
import { registerErrorHandling } from '../../plugins/errors';
import { PincodeDirectory } from './pincode-index';
import { pincodeRoutes, pincodeService } from './routes';

jest.setTimeout(30_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const lookup = (pin: string) => ctx.app.inject({ method: 'GET', url: `/api/pincode/${pin}` });

test('a known pin code answers like the public postal service: its post offices', async () => {
  const response = await lookup('500016');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  const body = response.json<PincodeResponse>();
  expect(body).toHaveLength(1);
  expect(body[0].Status).toBe('Success');
  expect(body[0].PostOffice).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ Name: 'Begumpet', District: 'Hyderabad', State: 'Telangana' }),
      expect.objectContaining({ Name: 'Prakashamnagar', District: 'Hyderabad', State: 'Telangana' }),
    ]),
  );
  expect(readPincodeResponse(body)).toEqual({
    areas: expect.arrayContaining(['Begumpet', 'Prakashamnagar']),
    state: 'Telangana',
    district: 'Hyderabad',
  });
});

test('names come back trimmed ("Bangalore " in the data is "Bangalore")', async () => {
  const body = (await lookup('560001')).json<PincodeResponse>();
  expect(body[0].PostOffice!.map((office) => office.Name)).toContain('Bangalore');
});

test('a pin code in another state is found too (the form decides what to do with it)', async () => {
  const body = (await lookup('400001')).json<PincodeResponse>();
  expect(body[0].PostOffice![0].State).toBe('Maharashtra');
});

test.each(['999999', '000000', '12345', 'abcdef', '5000161'])('%s: "No records found"', async (pin) => {
  const response = await lookup(pin);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([{ Message: 'No records found', Status: 'Error', PostOffice: null }]);
  expect(readPincodeResponse(response.json())).toBeNull();
});

test("every district a supported-state pin code fills in is in that state's district list", async () => {
  const index = await new PincodeDirectory().load();
  let checked = 0;
  for (const body of index.values()) {
    for (const office of (JSON.parse(body) as PincodeResponse)[0].PostOffice!) {
      const districts = SUPPORTED_DISTRICTS[office.State as keyof typeof SUPPORTED_DISTRICTS];
      if (!districts) continue;
      expect(districts).toContain(office.District);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(40_000);
});

test('a data file that cannot be read is 503 (the form then lets the user choose), and is tried again', async () => {
  const app = Fastify();
  registerErrorHandling(app);
  pincodeRoutes(app, { directory: new PincodeDirectory('/no/such/file.json') });
  try {
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/pincode/500016' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503 });
    }
  } finally {
    await app.close();
  }
});

test('the browser is told which service to ask: ours by default, the configured one otherwise', async () => {
  const own = await ctx.app.inject({ method: 'GET', url: '/api/pincode' });
  expect(own.json()).toEqual({ service: '/api' });

  const configured = await createTestApp({ config: { pincodeServiceUrl: 'https://api.postalpincode.in/' } });
  try {
    const response = await configured.app.inject({ method: 'GET', url: '/api/pincode' });
    expect(response.json()).toEqual({ service: 'https://api.postalpincode.in' });
    const page = await configured.app.inject({ method: 'GET', url: '/api/docs' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /connect-src [^;]*https:\/\/api\.postalpincode\.in/,
    );
  } finally {
    await configured.close();
  }
});

test.each(['javascript:alert(1)', 'not a url', 'ftp://example.com'])(
  'a configured value that is not a web address (%s) means our own data',
  (value) => {
    expect(pincodeService(value)).toBe('/api');
  },
);
