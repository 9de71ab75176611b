import { expect, test, type Page } from '@playwright/test';
import { expectTakenOver } from '../support/taken-over';

const PHONE = { width: 375, height: 740 };

/** What the test needs of an element in the page (these tests are compiled without the DOM's types). */
interface Marked {
  setAttribute(name: string, value: string): void;
}

const scrollY = (page: Page) => page.evaluate<number>('Math.round(window.scrollY)');

test('a link in the footer opens the new page at its top, the focus in its content; Back returns below', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // Scrolling is instant then, so where the page stands can be read at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expectTakenOver(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: /contact/i })
      .first(),
  );
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: /contact/i })
    .first();
  await footerLink.focus();
  const below = await scrollY(page);
  expect(below).toBeGreaterThan(1000);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab is in the new page, not back in the footer or at the top of the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
});

test('the skip link moves the focus within the page: the server-drawn page is kept and taken over', async ({
  page,
}) => {
  await page.goto('/contactus');
  const heading = page.getByRole('heading', { level: 1, name: 'Contact us' });
  await heading.evaluate((node) => (node as unknown as Marked).setAttribute('data-first', 'yes'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const name = page.getByLabel(/^Your name/);
  await expectTakenOver(name);
  // The very element the server sent, not one drawn afresh.
  await expect(heading).toHaveAttribute('data-first', 'yes');
});

test('a field given focus from below is not hidden under the sticky header', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contactus');
  const send = page.getByRole('button', { name: 'Send message' });
  await send.focus();
  // Backwards through the form: each field scrolls into view below the header, not beneath it.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Shift+Tab');
    // Polled: on a loaded machine the browser may still be scrolling the field into view.
    await expect
      .poll(async () => {
        const header = await page.locator('.site-header').boundingBox();
        const field = await page.locator(':focus').boundingBox();
        return field!.y - (header!.y + header!.height);
      })
      .toBeGreaterThanOrEqual(0);
  }
});
