// Every public page (and the API reference) is valid HTML by the W3C Nu HTML checker (the vnu-jar package, run with Java):
// as the server sends it, and as it stands once the scripts have taken it over. Warnings are printed,
// errors fail. Java starts slowly, so each set of pages is checked in one run of the checker.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, type RouteInfo } from '../../shared/contract/routes';
import { pageDescription } from '../../shared/contract/pages/descriptions';

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The pages anyone may open: the public pages and the sign-in and registration screens (not the
 * portals behind them, nor the alias paths that redirect), and the not-found page.
 */
const PAGES = [
  ...(Object.values(ROUTES) as RouteInfo[])
    .filter((route) => !route.prefix && !route.canonicalPath && pageDescription(route.path))
    .map((route) => route.path),
  // An opening's page (a new database publishes this one) and an address no opening has.
  '/careers/senior-frontend-developer-react-angular',
  '/careers/no-such-opening',
  '/no-such-page',
  // Pages in another language (issue 42): their own lang, hreflang links, English parts marked.
  '/te/',
  '/ta/contactus',
  '/hi/aboutus',
  '/kn/careers',
  '/ml/serviceTypeheader',
  '/te/careers/senior-frontend-developer-react-angular',
  '/te/bdeRegister',
];
const NOT_FOUND_PAGES = ['/careers/no-such-opening', '/no-such-page'];
/** Pages the API writes itself, with no script to take them over: the API reference. */
const SERVER_ONLY_PAGES = ['/api/docs'];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Fails, never skips, when Java is missing: the check must not pass by not running. */
function requireJava() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'The Nu HTML checker needs Java, and `java` does not run here. Install it ' +
        '(apt-get install -y default-jre-headless; .ci/run does) and run the tests again.',
    );
  }
}

const fileName = (pagePath: string) =>
  `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\W+/g, '-')}.html`;

/**
 * Checks every document in one run of the checker. Returns each page's errors as readable lines
 * (none for a valid page) and prints its warnings.
 */
function checkDocuments(label: string, documents: Map<string, string>): Record<string, string[]> {
  requireJava();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vnu-${label}-`));
  const pageOfFile = new Map<string, string>();
  try {
    for (const [pagePath, html] of documents) {
      const file = path.join(dir, fileName(pagePath));
      fs.writeFileSync(file, html);
      pageOfFile.set(path.basename(file), pagePath);
    }
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...pageOfFile.keys()],
      { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error || run.status !== 0) {
      throw new Error(`The Nu HTML checker did not run (${run.error?.message ?? run.status}): ${run.stderr}`);
    }
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors: Record<string, string[]> = {};
    for (const pagePath of documents.keys()) errors[pagePath] = [];
    let notes = 0;
    for (const message of messages) {
      const pagePath = pageOfFile.get(path.basename(decodeURIComponent(message.url ?? ''))) ?? '?';
      const where = `${label} ${pagePath}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}`;
      const line = `${where} ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`;
      if (message.type !== 'info') (errors[pagePath] ??= []).push(line);
      else if (message.subType === 'warning') console.info(`vnu warning: ${line}`);
      // Plain notes, such as React's `<img ... />` (a trailing slash that has no effect): counted only.
      else notes += 1;
    }
    if (notes) console.info(`vnu: ${notes} informational notes on the ${label} pages (not shown)`);
    return errors;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const noErrors = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.keys(errors).map((pagePath) => [pagePath, [] as string[]]));

/** Waits until the shell has the page (React owns #root, no submit button still waits) and it is still. */
async function waitForTakeover(page: Page) {
  await page.waitForFunction(() => {
    type Node = { querySelector(selector: string): unknown } & Record<string, unknown>;
    const root = (
      globalThis as unknown as { document: { getElementById(id: string): Node | null } }
    ).document.getElementById('root');
    return (
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
      root.querySelector('h1') !== null &&
      root.querySelector('button[type="submit"]:disabled') === null
    );
  });
  await page.waitForLoadState('networkidle');
}

test.describe.configure({ timeout: 240_000 });
test.beforeAll(requireJava);

test('every public page is valid HTML as the server sends it', async ({ request }) => {
  const documents = new Map<string, string>();
  for (const pagePath of [...PAGES, ...SERVER_ONLY_PAGES]) {
    const response = await request.get(pagePath);
    expect({ pagePath, status: response.status() }).toEqual({
      pagePath,
      status: NOT_FOUND_PAGES.includes(pagePath) ? 404 : 200,
    });
    documents.set(pagePath, await response.text());
  }
  const errors = checkDocuments('served', documents);
  expect(errors).toEqual(noErrors(errors));
});

test('every public page is valid HTML once its scripts have taken it over', async ({ page }) => {
  const documents = new Map<string, string>();
  for (const pagePath of PAGES) {
    await page.goto(pagePath);
    await waitForTakeover(page);
    documents.set(pagePath, await page.content());
  }
  const errors = checkDocuments('taken-over', documents);
  expect(errors).toEqual(noErrors(errors));
});
