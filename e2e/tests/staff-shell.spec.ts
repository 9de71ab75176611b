// The back office as the shell mounts it: /staff/* loads the staff remote through federation, outside
// the public site's frame, kept out of search engines, behind the staff session.
import { expect, test, type Page } from '@playwright/test';
import { STAFF_PATH } from '../support/bundle-weight';
import { siteAxe } from '../support/axe-sweep';

/** Paths of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

test('/staff/login is the staff remote on a bare page, never indexed', async ({ page, request }) => {
  const answer = await request.get('/staff/login');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  const html = await answer.text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('<title>Back Office | Deccan Stack</title>');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requested = recordRequests(page);
  await page.goto('/staff/login');
  await expect(page.getByRole('banner')).toContainText('Back office');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.some((path) => path.startsWith(STAFF_PATH))).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/Back Office/);
  // None of the public site's frame: header navigation, footer, newsletter, chat.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('#site-footer')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/staff without a staff session ends at staff sign-in, which knows where to come back to', async ({
  page,
}) => {
  await page.goto('/staff/leads?status=new');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fleads%3Fstatus%3Dnew$/);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff$/);
});

test('the back office is a release of its own, named in remotes.json, with no pre-rendered page', async ({
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(remotes.staff).toMatch(/^\/remotes\/staff\/[0-9a-f]{16}\/remoteEntry\.js$/);
  const pages = await request.get(remotes.staff.replace('remoteEntry.js', 'pages/manifest.json'));
  expect(await pages.json()).toMatchObject({ remote: 'staff', pages: [] });
});

// The signed-in frame with a member the session route is made to answer (signing in takes an
// authenticator; the screens' own specs do that). What the screens ask for is left to the API.
const MEMBERS = {
  admin: {
    member: { id: 1, name: 'Arjun Mehta', email: 'arjun@deccanstack.in', role: 'admin' },
    at: '/staff/partners',
    current: 'Partners',
    links: [
      'Overview',
      'Messages',
      'Leads',
      'Partners',
      'Subscribers',
      'Openings',
      'Applications',
      'Audit log',
      'Staff',
    ],
    absent: [] as string[],
    next: { name: 'Messages', url: /\/staff\/messages$/ },
  },
  recruiter: {
    member: { id: 9, name: 'Rekha Nair', email: 'rekha@deccanstack.in', role: 'recruiter' },
    at: '/staff/openings',
    current: 'Openings',
    links: ['Overview', 'Openings', 'Applications'],
    absent: ['Messages', 'Leads', 'Partners', 'Subscribers', 'Audit log', 'Staff', 'Outbox'],
    next: { name: 'Overview', url: /\/staff$/ },
  },
};

for (const { width, height, layout } of [
  { width: 375, height: 740, layout: 'a phone' },
  { width: 1440, height: 900, layout: 'a desktop' },
]) {
  for (const [role, frame] of Object.entries(MEMBERS)) {
    test(`the signed-in frame of ${role === 'admin' ? 'an admin' : 'a recruiter'} on ${layout}: its links in reach, Sign out there, no axe violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.route('**/api/staff/session', (route) => route.fulfill({ json: frame.member }));
      await page.goto(frame.at);
      const nav = page.getByRole('navigation', { name: 'Back office' });
      for (const name of frame.links)
        await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport();
      for (const name of frame.absent)
        await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: frame.current })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
      await expect(page.getByRole('banner')).toContainText(frame.member.name);
      // Nothing wider than the screen: the page never scrolls sideways.
      const overflow = await page.evaluate(() => {
        const view = globalThis as unknown as {
          innerWidth: number;
          document: { documentElement: { scrollWidth: number } };
        };
        return view.document.documentElement.scrollWidth - view.innerWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

      await nav.getByRole('link', { name: frame.next.name, exact: true }).click();
      await expect(page).toHaveURL(frame.next.url);
      const axe = await siteAxe(page).include('.staff-header').include('.staff-nav').analyze();
      expect(axe.violations).toEqual([]);
    });
  }
}
