// The BDE's side of partner earnings as a BDE reads it in the portal: the Earnings page's figures, its
// statement table and PDF, and the staff partner page's Earnings section, read back into paise to be
// compared to the paisa (the PDF writes amounts exactly as the screen does, ₹ and all).
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../../api/src/earnings/statements/pdf-text';
import { rupeesTextToPaise } from '../../shared/contract/business';
import { BDE_PASSWORD } from './register-bde';

/** Signs a BDE in through /bdelogin; they land in the portal. */
export async function signInAsBde(page: Page, userName: string) {
  await page.goto('/bdelogin');
  const main = page.getByRole('main');
  await main.getByLabel(/^User name/).fill(userName);
  await main.getByLabel(/^Password/).fill(BDE_PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/bdedetails/);
}

/**
 * An amount as a screen writes it ("₹1,23,456.78", "-₹5,000", "−₹5,000 reversal") in paise, read as
 * integers (never through a float).
 */
export function paiseOfScreen(text: string): number {
  const words = text.replace(/reversal/g, '').replace(/\s+/g, '');
  const negative = /^[-−]/.test(words);
  const digits = words.replace(/^[-−]/, '').replace(/^₹/, '').replace(/,/g, '');
  const paise = rupeesTextToPaise(digits);
  if (paise === null) throw new Error(`Not an amount as the screen writes one: "${text}"`);
  return negative && paise !== 0 ? -paise : paise;
}

/** Name/value pairs read from elements that each hold a name and an amount. */
async function pairs(items: Locator, name: string, value: string): Promise<Record<string, number>> {
  const read = await items.evaluateAll(
    (nodes, selectors) =>
      nodes.map((node) => [
        node.querySelector(selectors.name)?.textContent ?? '',
        node.querySelector(selectors.value)?.textContent ?? '',
      ]),
    { name, value },
  );
  return Object.fromEntries(read.map(([label, amount]) => [label.trim(), paiseOfScreen(amount)]));
}

/** The Earnings page's tiles of one period (`This month, Nov 2026` or `This financial year, …`), in paise. */
export const earningsTiles = (page: Page, label: RegExp) =>
  pairs(page.getByRole('list', { name: label }).locator('li'), '.tile__label', '.tile__value');

/** The dashboard card's figures ("Earnings this month"), in paise, once they have arrived. */
export async function dashboardEarnings(page: Page) {
  const figures = page.getByRole('region', { name: 'Earnings this month' }).locator('dl');
  await expect(figures).toHaveAttribute('aria-busy', 'false');
  return pairs(figures.locator('> div'), 'dt', 'dd');
}

/** The staff partner page's Earnings section: its periods (the month, the year) in order, in paise. */
export async function staffPartnerEarnings(page: Page): Promise<Array<Record<string, number>>> {
  const section = page.getByRole('main').getByRole('region', { name: 'Earnings' });
  await expect(section.locator('dl')).toHaveCount(2);
  const periods = await section.locator('dl').all();
  return Promise.all(periods.map((period) => pairs(period.locator('> div'), 'dt', 'dd')));
}

/** The "Statement for <month>" table of the Earnings page, label by label, as shown (₹…). */
export async function statementOnScreen(page: Page): Promise<Array<[label: string, shown: string]>> {
  const table = page.getByRole('table', { name: /^Statement for / });
  await expect(table.locator('tr')).toHaveCount(7);
  const rows: Array<[string, string]> = [];
  for (const row of await table.locator('tr').all())
    rows.push([(await row.locator('th').innerText()).trim(), (await row.locator('td').innerText()).trim()]);
  return rows;
}

/** Downloads the chosen month's statement PDF from the Earnings page and answers its text runs. */
export async function downloadStatementPdf(page: Page, bdeCode: string, month: string): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statement-${bdeCode}-${month}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await pdfText(pdf)).flatMap((page) => page.items);
}

/** Each figure of the screen's statement, found in the PDF's text next to its label, written as on screen. */
export function expectPdfCarries(items: string[], shown: Array<[label: string, shown: string]>) {
  const inPdf = shown.map(([label]) => [label, items[items.indexOf(label) + 1]]);
  expect(inPdf).toEqual(shown);
}

/** The amounts among `figures` that the page breaks over more than one line ("₹25,00" then "0"), as shown. */
export function brokenAmounts(figures: Locator): Promise<string[]> {
  return figures.evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const range = node.ownerDocument.createRange();
        range.selectNodeContents(node);
        const tops = new Set(
          Array.from(range.getClientRects() as ArrayLike<{ top: number }>, (rect) => Math.round(rect.top)),
        );
        return tops.size > 1;
      })
      .map((node) => (node.textContent ?? '').trim()),
  );
}
