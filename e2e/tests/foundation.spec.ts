import { expect, test } from '@playwright/test';

test('the shell renders a page from each of the three remotes inside its header and footer', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/IT Services & Staffing in Hyderabad/);

  await page.goto('/userlogin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/User Sign In/);

  await page.goto('/bdelogin');
  await expect(page.getByRole('heading', { level: 1, name: /BDE sign in/i })).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AboutUs' }).click();
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page).toHaveTitle(/About Us/);
  expect(requests.filter((p) => p === '/' || p.endsWith('index.html'))).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('an unknown path is a real 404 with a not-found page and a way back', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a remote release is cached for a year (its folder never changes); the list that names it is not', async ({
  request,
}) => {
  const remotes = await request.get('/remotes.json');
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  const entryUrl = ((await remotes.json()) as Record<string, string>).marketing;
  expect(entryUrl).toMatch(/^\/remotes\/marketing\/[0-9a-f]{16}\/remoteEntry\.js$/);
  const release = entryUrl.replace('remoteEntry.js', '');
  const entry = await request.get(entryUrl);
  expect(entry.headers()['cache-control']).toContain('max-age=31536000');
  const manifest = await request.get(`${release}mf-manifest.json`);
  const body = (await manifest.json()) as { exposes: Array<{ assets: { js: { sync: string[] } } }> };
  const file = await request.get(`${release}${body.exposes[0].assets.js.sync[0]}`);
  expect(file.headers()['cache-control']).toContain('max-age=31536000');
  // The shell's own entry page and files that are not content-hashed are asked for again each time.
  expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('no-cache');
});
