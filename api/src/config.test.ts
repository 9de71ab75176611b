import { loadConfig, parsePublicOrigin, parseTrustProxy, parseWhatsAppNumber } from './config';
import { createTestApp } from './test/test-app';

test.each([
  ['', false],
  ['0', false],
  ['1', 1],
  ['2', 2],
  ['10.0.0.0/8', ['10.0.0.0/8']],
  ['10.0.0.0/8, 192.168.1.5,fd00::/8', ['10.0.0.0/8', '192.168.1.5', 'fd00::/8']],
])('TRUST_PROXY=%p is %p', (value, expected) => {
  expect(parseTrustProxy(value)).toEqual(expected);
});

test.each([
  'true',
  'all',
  '*',
  'proxy.internal',
  'yes',
  '0.0.0.0/0',
  '::/0',
  '10.0.0.0/4',
  '1.2.3.4/99',
  '999',
  '300.1.1.1',
])('TRUST_PROXY=%p (trust everyone) is refused', (value) => {
  expect(() => parseTrustProxy(value)).toThrow(/hop count/);
});

test('PUBLIC_ORIGIN becomes a bare origin; anything else is refused', () => {
  expect(parsePublicOrigin('https://www.Example.in/', '127.0.0.1', 8080)).toBe('https://www.example.in');
  expect(parsePublicOrigin(undefined, '127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
  for (const bad of [
    'www.example.in',
    'ftp://example.in',
    'https://example.in/site',
    'https://u@example.in',
  ]) {
    expect(() => parsePublicOrigin(bad, '127.0.0.1', 8080)).toThrow(/PUBLIC_ORIGIN/);
  }
});

test('behind one trusted proxy, a client cannot choose its address with X-Forwarded-For', async () => {
  const ctx = await createTestApp({
    config: { trustProxy: 1 },
    extend: (app) => app.get('/api/test/ip', async (request) => ({ ip: request.ip })),
  });
  try {
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress: '10.0.0.2', // the proxy
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }, // the client wrote 1.2.3.4; the proxy added 203.0.113.7
    });
    expect(seen.json()).toEqual({ ip: '203.0.113.7' });
  } finally {
    await ctx.close();
  }
});

test('loadConfig reads the environment it is given, never the process environment', () => {
  const urls = [
    'REMOTE_MARKETING_URL',
    'REMOTE_USER_PORTAL_URL',
    'REMOTE_BDE_PORTAL_URL',
    'REMOTE_STAFF_URL',
    'CHAT_WIDGET_URL',
    'MAP_EMBED_URL',
    'PINCODE_SERVICE_URL',
  ];
  const given = Object.fromEntries(urls.map((name) => [name, ` https://given.example.net/${name} `]));
  const saved = Object.fromEntries(urls.map((name) => [name, process.env[name]]));
  const unset = loadConfig({});
  try {
    for (const name of urls) process.env[name] = `https://process.example.net/${name}`;
    expect(loadConfig({})).toEqual(unset);
    const config = loadConfig(given);
    expect([
      ...Object.values(config.remoteUrls),
      config.chatWidgetUrl,
      config.mapEmbedUrl,
      config.pincodeServiceUrl,
    ]).toEqual(urls.map((name) => `https://given.example.net/${name}`));
  } finally {
    for (const name of urls) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
});

test('WHATSAPP_NUMBER is kept as wa.me takes it, digits with the country code; anything else stops the start', () => {
  expect(parseWhatsAppNumber(undefined)).toBeUndefined();
  expect(parseWhatsAppNumber('  ')).toBeUndefined();
  expect(parseWhatsAppNumber('+91 98480 21200')).toBe('919848021200');
  expect(parseWhatsAppNumber('91-98480-21200')).toBe('919848021200');
  for (const bad of ['98480', '+91 98480 2120x', 'https://wa.me/919848021200', '0091 98480 21200'])
    expect(() => parseWhatsAppNumber(bad)).toThrow(/WHATSAPP_NUMBER must be a number with its country code/);
  expect(loadConfig({ WHATSAPP_NUMBER: '+91 98480 21200' }).whatsAppNumber).toBe('919848021200');
});
