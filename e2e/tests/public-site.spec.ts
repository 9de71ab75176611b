import { expect, test, type Page } from '@playwright/test';
import { COMPANY } from '../../shared/content/company';
import { indexableRoutes } from '../../shared/contract/routes';
import { OPENING_PAGE, PUBLIC_PAGES } from '../support/public-pages';
import { expectTakenOver } from '../support/taken-over';
import { siteAxe } from '../support/axe-sweep';

/** Console errors and uncaught exceptions on a page, collected while a test runs. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Scrolls to the bottom and back, so lazy images below the fold load before a full-page screenshot. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const view = globalThis as unknown as {
      scrollTo(x: number, y: number): void;
      document: { documentElement: { scrollHeight: number } };
    };
    for (let y = 0; y < view.document.documentElement.scrollHeight; y += 500) {
      view.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    view.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

test('the public page list covers every indexable route', () => {
  expect(PUBLIC_PAGES.map((p) => p.path).sort()).toEqual(
    indexableRoutes()
      .map((r) => r.path)
      .sort(),
  );
});

for (const { path, heading } of [...PUBLIC_PAGES, OPENING_PAGE]) {
  test(`${path} loads with its heading, no console errors and no serious accessibility violations`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // Still carousels, so the audit sees the page as it rests, not halfway through a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page arrives pre-drawn; audit it once the scripts have taken it over (forms enabled).
    await expect(page.locator('button[type="submit"]:disabled')).toHaveCount(0);
    const results = await siteAxe(page).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a drawn page asks for its scripts only after its own content has loaded, then is taken over', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // The page's scripts, which the CSP let run, have all loaded once React holds the carousel's button.
  await expectTakenOver(page.locator('#banner').getByRole('button', { name: 'Next slide' }));
  const timing = await page.evaluate(() => {
    // The page's Resource and Navigation Timing entries (this project compiles e2e without DOM types).
    type Entry = { entryType: string; initiatorType?: string; startTime: number; loadEventStart?: number };
    const entries = (
      globalThis as unknown as { performance: { getEntries(): Entry[] } }
    ).performance.getEntries();
    const navigation = entries.find((entry) => entry.entryType === 'navigation');
    const scripts = entries.filter(
      (entry) => entry.entryType === 'resource' && entry.initiatorType === 'script',
    );
    return {
      loaded: navigation?.loadEventStart ?? Infinity,
      scripts: scripts.length,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
  expect(errors).toEqual([]);
});

test('the home page with motion allowed: carousels move and nothing errors', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const track = page.locator('.portfolio__track');
  await expect(track).toHaveAttribute('data-position', '0');
  await expect(track).toHaveAttribute('data-position', '1', { timeout: 5000 });
  // Hovering pauses it.
  await page.locator('#portfolio').hover();
  const held = await track.getAttribute('data-position');
  await page.waitForTimeout(2600);
  await expect(track).toHaveAttribute('data-position', held!);
  expect(errors).toEqual([]);
});

test('with reduced motion the carousels never move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.waitForTimeout(4500);
  await expect(page.locator('.portfolio__track')).toHaveAttribute('data-position', '0');
  await expect(page.locator('.hero__slides')).toHaveAttribute('data-index', '0');
  await expect(page.locator('.testimonials__track')).toHaveAttribute('data-state', '0');
});

test('the first load of / downloads no file of either portal remote, nor nivo', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/remotes/marketing/')).length).toBeGreaterThan(0);
  expect(
    requested.filter((p) => p.startsWith('/remotes/user-portal/') || p.startsWith('/remotes/bde-portal/')),
  ).toEqual([]);
  expect(requested.filter((p) => /nivo/i.test(p))).toEqual([]);
});

test('the old component paths (/header, /carousel, /footer, …) are not dead ends', async ({ page }) => {
  await page.goto('/serviceheader');
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/serviceTypeheader$/);

  await page.goto('/header');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/carousel');
  await expect(page).toHaveURL(/\/#banner$/);
  await expect(page.locator('#banner')).toBeInViewport();

  await page.goto('/professionaldesign');
  await expect(page).toHaveURL(/\/#portfolio$/);
  await expect(page.locator('#portfolio')).toBeInViewport();

  await page.goto('/footer');
  await expect(page).toHaveURL(/\/#site-footer$/);
  await expect(page.locator('#site-footer')).toBeInViewport();
});

test('head tags: title, description, canonical, Open Graph; JSON-LD on the home page', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page).toHaveTitle('About Us | Deccan Stack');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/aboutus$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'About Us | Deccan Stack',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/aboutus$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /mission/);

  await page.goto('/');
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Organization', name: COMPANY.name });

  await page.goto('/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('keyboard: skip link, visible focus, aria-current on the active link', async ({ page }) => {
  await page.goto('/careers');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the certificate modal traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/aboutus');
  // The page arrives drawn, before its scripts: a click counts once the shell has taken it over.
  await page.waitForLoadState('networkidle');
  const thumbnail = page.getByRole('link', { name: /GST Registration/ });
  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'GST Registration' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('the contact page without a map shows the address and a directions link', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText(COMPANY.address.line1).first()).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`screenshots at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const { path } of [...PUBLIC_PAGES, OPENING_PAGE]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing may stick out sideways at either width.
      const overflow = await page.evaluate(() => {
        const view = globalThis as unknown as {
          innerWidth: number;
          document: { documentElement: { scrollWidth: number } };
        };
        return view.document.documentElement.scrollWidth - view.innerWidth;
      });
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      await scrollThrough(page);
      const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}
