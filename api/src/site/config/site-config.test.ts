import { SITE_CONFIG_PATH } from 'shared/contract/routes';
import { createTestApp } from '../../test/test-app';

// A fresh database per file starts slowly on a busy machine; Jest's 5 s default is too tight.
jest.setTimeout(60_000);

test('without third parties configured, both are null', async () => {
  const ctx = await createTestApp({ config: { chatWidgetUrl: undefined, mapEmbedUrl: undefined } });
  try {
    const response = await ctx.app.inject({ method: 'GET', url: SITE_CONFIG_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ chatWidgetUrl: null, mapEmbedUrl: null, whatsAppNumber: null });
  } finally {
    await ctx.close();
  }
});

test('configured addresses are passed on, and the CSP admits their origins', async () => {
  const ctx = await createTestApp({
    config: {
      chatWidgetUrl: 'https://chat.example.net/widget.js',
      mapEmbedUrl: 'https://maps.example.org/embed?q=HITEC+City',
      whatsAppNumber: '919848021200',
    },
  });
  try {
    const response = await ctx.app.inject({ method: 'GET', url: SITE_CONFIG_PATH });
    expect(response.json()).toEqual({
      chatWidgetUrl: 'https://chat.example.net/widget.js',
      mapEmbedUrl: 'https://maps.example.org/embed?q=HITEC+City',
      whatsAppNumber: '919848021200',
    });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/chat\.example\.net/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/maps\.example\.org/);
    // WhatsApp is only ever a link: nothing of theirs is admitted.
    expect(csp).not.toContain('wa.me');
    expect(csp).not.toContain('whatsapp');
  } finally {
    await ctx.close();
  }
});

test('a configured value that is not a web address is treated as not configured', async () => {
  const ctx = await createTestApp({
    config: { chatWidgetUrl: 'javascript:alert(1)', mapEmbedUrl: 'data:text/html,<p>map</p>' },
  });
  try {
    const response = await ctx.app.inject({ method: 'GET', url: SITE_CONFIG_PATH });
    expect(response.json()).toEqual({ chatWidgetUrl: null, mapEmbedUrl: null, whatsAppNumber: null });
    // Nor does the CSP admit them: such a URL's origin reads "null", which is no origin to list.
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('null');
  } finally {
    await ctx.close();
  }
});
