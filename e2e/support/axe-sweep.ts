import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The sweep's rules: WCAG 2.2 A and AA (with 2.0 and 2.1) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every axe finding on the page as it stands, of any impact, one line each. */
export async function axeFindings(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
