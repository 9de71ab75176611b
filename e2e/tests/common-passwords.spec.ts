import { expect, test } from '@playwright/test';
import { PASSWORD_TOO_COMMON } from '../../shared/contract/password-rule';

test('sign-up fetches the common-password check only once a password is typed, and refuses a common one before sending', async ({
  page,
}) => {
  const scripts: string[] = [];
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.url().includes('/api/User/register')) registrations.push(request.method());
  });
  const checkLoaded = () => scripts.some((url) => /\/password-check\.[0-9a-f]+\.js$/.test(url));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel(/^Full name/).fill('Asha Rao');
  await signUp.getByLabel(/^Email address/).fill('asha.common@example.com');
  expect(checkLoaded()).toBe(false);

  const password = signUp.getByLabel(/^Password/);
  await password.fill('Password@123');
  await password.blur();
  await expect(signUp.getByText(PASSWORD_TOO_COMMON)).toBeVisible();
  expect(checkLoaded()).toBe(true);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toBeFocused();
  expect(registrations).toEqual([]);
});
