import { expect, type Page } from '@playwright/test';

/** The home page's banner carousel moves on a click: its code has taken the server's page over. */
export async function expectCarouselMoves(page: Page) {
  const banner = page.locator('#banner');
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await expect(banner.getByRole('button', { name: /^Show slide 2 of/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
}
