// Issue 42's first slice on a phone: the visitor switches the public site to Telugu from the header,
// gets the Telugu page from its first HTML (no flash of English), hydrated without a mismatch, and
// stays in Telugu as they move on. The shell and the remotes share one i18next.
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe-sweep';

/** Console errors and uncaught exceptions (React's #418 is a hydration mismatch). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/** True once React has taken over the shell's root. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const view = globalThis as unknown as { document: { getElementById(id: string): object | null } };
    const root = view.document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** The paths of every font file the page asks for from now on (a preload included). */
function recordFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)$/.test(pathname)) fonts.push(pathname);
  });
  return fonts;
}

/** The fonts Chromium drew an element's text with (the DevTools protocol's platform fonts). */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('on a phone, a visitor switches to Telugu and stays in Telugu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = problems(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // By keyboard: the language menu is a disclosure, and each language a link named in its own script.
  await page.locator('summary', { hasText: 'Language: English' }).focus();
  await page.keyboard.press('Enter');
  const telugu = page.getByRole('link', { name: 'తెలుగు' });
  await expect(telugu).toHaveAttribute('lang', 'te');
  await telugu.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/te\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await hydrated(page);
  const remembered = await page.evaluate(() => {
    const view = globalThis as unknown as { localStorage: { getItem(key: string): string | null } };
    return view.localStorage.getItem('site-language');
  });
  expect(remembered).toBe('te');
  // The remote's page is in Telugu too, from its own release: nothing in it is marked English.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('హైదరాబాద్‌లో');
  await expect(page.locator('main .remote-outlet').first()).not.toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'మెనూ తెరవండి' }).click();
  await page.getByRole('navigation', { name: 'ప్రధాన మెనూ' }).getByRole('link', { name: 'మా గురించి' }).click();
  await expect(page).toHaveURL(/\/te\/aboutus$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/te\/aboutus$/);
  await expect(page.getByRole('link', { name: 'సేవా నిబంధనలు' })).toHaveAttribute('href', '/te/termsofservice');
  expect(errors).toEqual([]);
});

test('the Telugu page is Telugu in its first HTML, with lang, canonical and every hreflang', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/te/aboutus')).text();
  expect(html).toMatch(/<html lang="?te"?>/);
  // The header, navigation, footer and skip link, before any script runs.
  for (const text of ['ప్రధాన విషయానికి వెళ్లండి', 'మా గురించి', 'సంప్రదించండి', 'గోప్యతా విధానం']) expect(html).toContain(text);
  expect(html).toContain('href="/te/contactus"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/te/aboutus">`);
  for (const [lang, path] of [
    ['en', '/aboutus'],
    ['te', '/te/aboutus'],
    ['hi', '/hi/aboutus'],
    ['ta', '/ta/aboutus'],
    ['kn', '/kn/aboutus'],
    ['ml', '/ml/aboutus'],
    ['x-default', '/aboutus'],
  ])
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${baseURL}${path}">`);
  // English stays as it was, naming the other languages too.
  const english = await (await request.get('/aboutus')).text();
  expect(english).toMatch(/<html lang="?en-IN"?>/);
  expect(english).toContain(`<link rel="alternate" hreflang="ta" href="${baseURL}/ta/aboutus">`);
  expect(english).not.toContain('మా గురించి');
});

test('each language has its home page; an unknown language is a 404 as before', async ({ request }) => {
  for (const [lang, text] of [
    ['hi', 'हमारे बारे में'],
    ['ta', 'எங்களைப் பற்றி'],
    ['kn', 'ನಮ್ಮ ಬಗ್ಗೆ'],
    ['ml', 'ഞങ്ങളെക്കുറിച്ച്'],
  ]) {
    const response = await request.get(`/${lang}/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html lang="?${lang}"?>`));
    expect(html).toContain(text);
  }
  expect((await request.get('/xx/aboutus')).status()).toBe(404);
  expect((await request.get('/xx/')).status()).toBe(404);
});

test('the shell and the remote share one i18next; a Telugu page passes axe', async ({ page }) => {
  const errors = problems(page);
  await page.goto('/te/contactus');
  await hydrated(page);
  const instances = await page.evaluate(() => {
    const view = globalThis as unknown as Record<string, unknown>;
    return typeof view.__siteI18n;
  });
  expect(instances).toBe('object');
  expect(await axeFindings(page, '/te/contactus')).toEqual([]);
  expect(errors).toEqual([]);
});

// The Telugu page downloads its own script's subset and nothing else (shared/contract/script-fonts.ts);
// an English page, no font at all.
test('/te/ downloads the Telugu font alone, and draws its Telugu text in it', async ({ page }) => {
  const fonts = recordFonts(page);
  await page.goto('/te/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fonts).toContainEqual(expect.stringMatching(/^\/fonts\/noto-sans-telugu-400\.[0-9a-f]{10}\.woff2$/));
  expect(
    fonts.filter((path) => !/^\/fonts\/noto-sans-telugu-(400|700)\.[0-9a-f]{10}\.woff2$/.test(path)),
  ).toEqual([]);
  // Each once: the face takes the preloaded file instead of fetching it again.
  expect(new Set(fonts).size).toBe(fonts.length);
  const loaded = await page.evaluate(() => {
    const view = globalThis as unknown as {
      document: { fonts: { check(font: string, text: string): boolean } };
    };
    return view.document.fonts.check('16px "Noto Sans Telugu"', 'తెలుగు');
  });
  expect(loaded).toBe(true);
  // A footer link, at the regular weight: drawn with the site's Noto Sans Telugu, not a system font.
  // (font-display: optional lets a first paint that comes before the font keep the system's, as on a
  // busy machine; the next page, the font in the cache, always has it.)
  await page.reload();
  await hydrated(page);
  const drawing = await fontsDrawing(page, '#site-footer a[href="/te/termsofservice"]');
  expect(drawing).toContainEqual(
    expect.objectContaining({ familyName: 'Noto Sans Telugu', isCustomFont: true }),
  );
});

test('an English page requests no font file at all', async ({ page }) => {
  const fonts = recordFonts(page);
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
});
