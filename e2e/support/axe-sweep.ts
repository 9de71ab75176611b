import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The sweep's rules: WCAG 2.2 A and AA (with 2.0 and 2.1) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Frames that run no script (the outbox's email preview). axe cannot work inside one, and on Chromium
 * 156 Playwright's evaluate there never returns, so axe leaves them out; the sweep checks the one rule
 * axe applied to the frame itself, its name.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** axe for this site's pages: every test starts from this one, never from `new AxeBuilder`. */
export const siteAxe = (page: Page) => new AxeBuilder({ page }).exclude(SCRIPTLESS_FRAMES);

/** Every axe finding on the page as it stands, of any impact, one line each. */
export async function axeFindings(page: Page, label: string): Promise<string[]> {
  const results = await siteAxe(page).withTags(AXE_TAGS).analyze();
  const unnamedFrames = await page
    .locator(SCRIPTLESS_FRAMES)
    .evaluateAll((frames) => frames.filter((frame) => !frame.getAttribute('title')?.trim()).length);
  return [
    ...results.violations.map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    ...(unnamedFrames ? [`${label}: frame-title: ${unnamedFrames} frame(s) without a title`] : []),
  ];
}
