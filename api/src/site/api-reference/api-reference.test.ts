import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { OpenApiDocument } from './openapi-document';
import { openApiPath } from './openapi-document';

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

test('the document is OpenAPI 3.1 and lists every registered API route, and nothing else', () => {
  expect(document.openapi).toBe('3.1.0');
  const registered = ctx.app.apiRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort();
  const documented = operations()
    .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
    .sort();
  expect(documented).toEqual(registered);
  expect(registered.length).toBeGreaterThan(25);
});

test('each operation has a unique id, a summary, its path parameters and its answers with the error body', () => {
  const ids = operations().map(({ op }) => op.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { path, op } of operations()) {
    expect(op.summary).toMatch(/\w/);
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(templated);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
    // Its successful answer: a 2xx, or a redirect (the one-click unsubscribe address opened in a browser).
    expect(Object.keys(op.responses).some((status) => /^[23]\d\d$/.test(status))).toBe(true);
  }
});

test('request bodies are the contract’s: sign-up names its fields, lengths and required ones', () => {
  const signUp = document.paths['/api/User/register'].post.requestBody!;
  expect(Object.keys(signUp.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
  const schema = signUp.content['application/json'].schema;
  expect(schema).toMatchObject({
    type: 'object',
    required: ['Name', 'EmailAddress', 'Password'],
    additionalProperties: false,
    properties: { Password: { type: 'string', minLength: 8, maxLength: 128 } },
  });
  const registration = document.paths['/api/Executive/register'].post.requestBody!;
  expect(Object.keys(registration.content)).toEqual(['multipart/form-data']);
  expect(registration.content['multipart/form-data'].schema.required).toEqual(
    expect.arrayContaining(['AadharNumber', 'Pannumber', 'AadharCopy', 'PanCopy']),
  );
});

test('who may call is stated: portal calls need the session, every POST the anti-forgery header', () => {
  expect(document.paths['/api/BDEBusiness/TotalRevenue'].get.security).toEqual([{ session: [] }]);
  expect(document.paths['/api/BDEBusiness/TotalRevenue'].get.parameters).toEqual([
    expect.objectContaining({ name: 'bdeCode', in: 'query', required: true }),
  ]);
  expect(document.paths['/api/User/update/{userId}'].post.security).toEqual([
    { session: [], antiForgery: [] },
  ]);
  expect(document.paths['/api/ContactUs'].post.security).toEqual([{ antiForgery: [] }]);
  expect(document.paths['/api/health'].get.security).toEqual([]);
});

test('every published schema is valid JSON Schema 2020-12, and real answers match theirs', async () => {
  const ajv = addFormats(new Ajv2020({ strict: false }));
  const published = operations().flatMap(({ op }) => [
    ...Object.values(op.requestBody?.content ?? {}),
    ...Object.values(op.responses).flatMap((answer) => Object.values(answer.content ?? {})),
  ]);
  for (const { schema } of published) expect(() => ajv.compile(schema)).not.toThrow();

  const matches = async (path: string, url = path) => {
    const answer = await ctx.agent().get(url);
    const content = document.paths[path].get.responses[String(answer.statusCode)].content!;
    return ajv.validate(content['application/json'].schema, answer.json());
  };
  expect(await matches('/api/State/allStates')).toBe(true);
  expect(await matches('/api/health')).toBe(true);
  expect(await matches('/api/pincode/{pin}', '/api/pincode/500016')).toBe(true);
  const states = document.paths['/api/State/allStates'].get.responses['200'].content!['application/json'];
  expect(ajv.validate(states.schema, [{ name: 'Telangana', extra: 1 }])).toBe(false);
});

test('the reference page is served by the API itself: every operation, no script, no third party', async () => {
  const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  for (const { method, path } of operations()) {
    expect(page.body).toContain(
      `<span class="method">${method.toUpperCase()}</span> <code>${decodeURI(path)}</code>`,
    );
  }
  expect(page.body).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1|localhost)/);
  expect(page.body).toContain('href="/api/openapi.json"');
});
