import type { Page } from '@playwright/test';

/** The page's console errors and uncaught exceptions, as they come (a hydration mismatch is React error #418). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
