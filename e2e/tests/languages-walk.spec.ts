// Issue 42 as people meet it: a visitor on a phone switches every public page to Telugu from the
// header; a BDE registers, signs in and works in Telugu (its rupees grouped the Indian way), then
// chooses Tamil and gets the next email in Tamil; and every BDE portal screen, in each of the five
// languages, shows no English beyond names, acronyms and the test's own data.
import { expect, request as requestFactory, test, type Page } from '@playwright/test';
import tamilEmails from '../../api/src/platform/email/templates/i18n/ta.json';
import { PORTAL_MENU, PORTAL_SECTIONS, portalPath } from '../../bde-portal-remote/src/app/portal-sections';
import { ROUTES, findRoute, indexableRoutes, isDynamicRoute } from '../../shared/contract/routes';
import { languageOfPath, pathInLanguage } from '../../shared/i18n/language-path';
import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/languages';
import { nextTestIdentity } from '../../shared/test/test-identities';
import { signInAsBde } from '../support/bde-earnings';
import { adminCommand, englishOnScreen, englishWordsIn } from '../support/english-on-screen';
import { startSiteWithMailbox } from '../support/mailbox';
import { BDE_PASSWORD, registerBdeByApi } from '../support/register-bde';

const TELUGU = /[\u0C00-\u0C7F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const PHONE = { width: 375, height: 812 };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** True once React has taken over the shell's root. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const view = globalThis as unknown as { document: { getElementById(id: string): object | null } };
    const root = view.document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** The public pages in English, from the registries: each indexable route, and each opening the sitemap lists. */
async function publicPaths(page: Page): Promise<string[]> {
  const fixed = indexableRoutes().map((route) => route.path);
  const dynamic = Object.values(ROUTES).filter((route) => route.indexable && isDynamicRoute(route));
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const opening = listed.filter(
    (path) =>
      languageOfPath(path).language === 'en' &&
      dynamic.some((route) => findRoute(path) === route) &&
      !fixed.includes(path),
  );
  // A new database publishes two openings; without any, only the fixed pages could be walked.
  expect(opening.length, 'openings in the sitemap').toBeGreaterThan(0);
  return [...fixed, ...opening];
}

test('on a phone, every public page switches to Telugu from the header’s language menu', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const paths = await publicPaths(page);
  expect(paths[0]).toBe('/');
  const failures: string[] = [];
  for (const path of paths) {
    // The header remembers the last choice and an English page then offers it in a corner note: a
    // visitor new to the site each time.
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
    if (path !== '/' || page.url() !== `${baseURL}/`) await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('summary', { hasText: 'Language: English' }).click();
    const link = page.getByRole('link', { name: LANGUAGE_NAMES.te });
    const telugu = pathInLanguage('te', path);
    const href = await link.getAttribute('href');
    if (href !== telugu) {
      failures.push(`${path}: the menu's ${LANGUAGE_NAMES.te} link leads to ${href}`);
      continue;
    }
    await link.click();
    await expect(page, path).toHaveURL(`${baseURL}${telugu}`);
    await expect(page.locator('html'), telugu).toHaveAttribute('lang', 'te');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, telugu).toBeVisible();
    const said = await heading.innerText();
    if (isDynamicRoute(findRoute(path)!)) {
      // An opening's heading is its title, as staff wrote it; the page around it is Telugu.
      const around = await page.getByRole('main').innerText();
      if (!TELUGU.test(around.replace(said, ''))) failures.push(`${telugu}: no Telugu around "${said}"`);
    } else if (!TELUGU.test(said)) failures.push(`${telugu}: heading "${said}" is not in Telugu`);
  }
  console.info(`Switched ${paths.length} public pages to Telugu: ${paths.join(' ')}`);
  expect(failures).toEqual([]);
});

test.describe('a BDE in their language', () => {
  const PORT = Number(process.env.E2E_PORT ?? 8181) + 31;
  let site: Awaited<ReturnType<typeof startSiteWithMailbox>>;

  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSiteWithMailbox(PORT, `languages-walk.${run}@example.in`);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('registers in Telugu on a phone, works in Telugu, chooses Tamil and gets the next email in Tamil', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const main = page.getByRole('main');
    const field = (name: string) => main.locator(`[name="${name}"]`);
    const userName = `telugu.${run}`;
    const email = `telugu.${run}@example.in`;

    // An empty form: every message under its field, and the one above the form, in Telugu.
    await page.goto('/te/bdeRegister');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TELUGU);
    await main.locator('button[type="submit"]').click();
    const fieldErrors = main.locator('.field__error');
    await expect(fieldErrors.first()).toBeVisible();
    await expect(main.locator('[aria-invalid="true"]').first()).toBeFocused();
    const alerts = page.getByRole('alert');
    await expect(alerts.first()).toBeVisible();
    const messages = [...(await fieldErrors.allInnerTexts()), ...(await alerts.allInnerTexts())].map((text) =>
      text.trim(),
    );
    console.info(`Messages of the empty Telugu form (${messages.length}):\n${messages.join('\n')}`);
    // Each required field says what it needs: at least the user name, password, names, date of birth,
    // mobile, email, Aadhaar, PAN, address, pin code, state, district and the terms.
    expect(await fieldErrors.count()).toBeGreaterThanOrEqual(14);
    const notTelugu = messages.filter((text) => !TELUGU.test(text) || englishWordsIn(text, []).length > 0);
    expect(notTelugu).toEqual([]);

    // Filled in (the copies of the documents chosen too) and sent.
    const identity = nextTestIdentity();
    await field('UserName').fill(userName);
    await field('Password').fill(BDE_PASSWORD);
    await field('FirstName').fill('Sravani');
    await field('LastName').fill(`Telugu${run}`);
    await field('Dob').fill('1991-04-14');
    await field('MobileNumber').fill('9876543210');
    await field('Email').fill(email);
    await field('AadharNumber').fill(identity.aadhar);
    await field('Pannumber').fill(identity.pan);
    await field('AadharCopy').setInputFiles({
      name: 'aadhaar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]),
    });
    await field('PanCopy').setInputFiles({
      name: 'pan.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(512, 7),
      ]),
    });
    await field('Address').fill('1-2-3 Begumpet Main Road');
    await field('PinCode').fill('500016');
    await expect(field('State')).toHaveValue('Telangana');
    await main.locator('select[name="Area"]').selectOption('Begumpet');
    await field('terms').check();
    await expect(main.locator('.field__error')).toHaveCount(0);
    // The filled form says nothing in English either (beyond the data typed into it).
    expect
      .soft(
        await englishOnScreen(page, [
          '1-2-3 Begumpet Main Road',
          'Begumpet',
          'Telangana',
          'Hyderabad',
          'aadhaar.pdf',
          'pan.png',
        ]),
      )
      .toEqual([]);
    const registered = page.waitForResponse((response) => response.url().endsWith('/api/Executive/register'));
    await main.locator('button[type="submit"]').click();
    expect((await registered).status()).toBe(201);
    const { bdeCode } = (await (await registered).json()) as { bdeCode: string };
    await expect(page).toHaveURL(/\/te\/login$/);

    // A project of ₹12,34,567.50 recorded for them; the dashboard's revenue shows it, grouped in lakhs.
    adminCommand(site.dataDir, [
      'add-project',
      '--bde',
      bdeCode,
      '--company',
      `Godavari Looms ${run}`,
      '--amount',
      '1234567.50',
      '--status',
      'Active',
    ]);

    // Signed in on the Telugu sign-in page: the portal is Telugu.
    await page.goto('/te/bdelogin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TELUGU);
    await field('userName').fill(userName);
    await field('password').fill(BDE_PASSWORD);
    await main.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/te\/bdedetails\//);
    await page.goto(`/te${portalPath(PORTAL_SECTIONS.dashboard)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TELUGU);
    await expect(page.locator('.dashboard-card__figure', { hasText: '₹12,34,567.50' })).toHaveText(
      '₹12,34,567.50',
    );

    // Settings: Tamil saved with the account; then a change of bank details, which is always emailed.
    await page.goto(`/te${portalPath(PORTAL_SECTIONS.settings)}`);
    const languageForm = main.locator('form').filter({ has: page.locator('select[name="language"]') });
    await languageForm.locator('select[name="language"]').selectOption('ta');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/Settings/language') && response.request().method() === 'POST',
    );
    await languageForm.locator('button[type="submit"]').click();
    expect((await saved).status()).toBe(200);
    await expect(languageForm.getByRole('link', { name: LANGUAGE_NAMES.ta })).toBeVisible();

    const bankForm = main.locator('form').filter({ has: page.locator('input[name="ifsc"]') });
    await bankForm.locator('[name="accountHolder"]').fill(`Sravani Telugu${run}`);
    await bankForm.locator('[name="accountNumber"]').fill('50100200300411');
    await bankForm.locator('[name="confirmAccountNumber"]').fill('50100200300411');
    await bankForm.locator('[name="ifsc"]').fill('HDFC0001234');
    await bankForm.locator('[name="currentPassword"]').fill(BDE_PASSWORD);
    const bankSaved = page.waitForResponse(
      (response) => /\/Settings\/bank/i.test(response.url()) && response.request().method() !== 'GET',
    );
    await bankForm.locator('button[type="submit"]').click();
    expect((await bankSaved).ok()).toBe(true);

    const subject = tamilEmails['Your bank details were changed'];
    const mail = await site.emailTo(email, new RegExp(`^${subject}`));
    expect(mail.subject).toMatch(TAMIL);
    expect(mail.text).toMatch(TAMIL);
    expect(mail.text).toContain(tamilEmails['Your bank details were changed']);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(TELUGU);
    await context.close();
  });

  test('every BDE portal screen, in each language, shows no English', async ({ browser }) => {
    test.setTimeout(240_000);
    // A BDE with a referrer above and a partner below, proposals and projects of every status.
    const request = await requestFactory.newContext({ baseURL: site.url });
    const people = {
      referrer: { userName: `walk.up.${run}`, firstName: 'Lakshmi', lastName: `Upward${run}` },
      bde: { userName: `walk.me.${run}`, firstName: 'Kiran', lastName: `Walker${run}` },
      below: { userName: `walk.down.${run}`, firstName: 'Meena', lastName: `Downey${run}` },
    };
    const codes: Record<string, string> = {};
    for (const [key, person] of Object.entries(people))
      codes[key] = await registerBdeByApi(request, {
        ...person,
        email: `${person.userName}@example.in`,
        referredBy: key === 'bde' ? codes.referrer : key === 'below' ? codes.bde : '',
      });
    await request.dispose();
    const companies = [`Krishna Mills ${run}`, `Tungabhadra Foods ${run}`, `Periyar Spices ${run}`];
    for (const [at, status] of ['Active', 'On Hold', 'Completed'].entries())
      adminCommand(site.dataDir, [
        'add-project',
        '--bde',
        codes.bde,
        '--company',
        companies[at],
        '--amount',
        String(250000 * (at + 1)),
        '--status',
        status,
      ]);
    for (const [at, status] of ['sent', 'accepted'].entries())
      adminCommand(site.dataDir, [
        'add-proposal',
        '--bde',
        codes.bde,
        '--company',
        companies[at],
        '--status',
        status,
      ]);
    // The test's own data, which a screen shows as it was written.
    const data = [
      ...Object.values(codes),
      ...Object.values(people).flatMap((person) => [person.userName, person.firstName, person.lastName]),
      ...companies,
      'Telangana',
      'Hyderabad',
      'Madhapur',
    ];

    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAsBde(page, people.bde.userName);
    // A message of theirs to the office, and bank details waiting out their hold.
    const note = `Namaste office ${run}`;
    await page.goto(portalPath(PORTAL_SECTIONS.messages));
    const content = page.locator('.bde-portal__content');
    await content.getByRole('textbox', { name: /Your message/ }).fill(note);
    await content.getByRole('button', { name: 'Send' }).click();
    await expect(content.getByRole('list', { name: /^Conversation/ })).toContainText(note);
    await page.goto(portalPath(PORTAL_SECTIONS.settings));
    const bankForm = content.locator('form').filter({ has: page.locator('input[name="ifsc"]') });
    await bankForm.locator('[name="accountHolder"]').fill(`Kiran Walker${run}`);
    await bankForm.locator('[name="accountNumber"]').fill('000123456789022');
    await bankForm.locator('[name="confirmAccountNumber"]').fill('000123456789022');
    await bankForm.locator('[name="ifsc"]').fill('SBIN0005678');
    await bankForm.locator('[name="currentPassword"]').fill(BDE_PASSWORD);
    await bankForm.locator('button[type="submit"]').click();
    await expect(bankForm.getByText(/^Saved\./)).toBeVisible();
    data.push(note, `Kiran Walker${run}`);
    const screens = [
      ...new Set([...PORTAL_MENU.map((item) => item.section), ...Object.values(PORTAL_SECTIONS)]),
    ];
    const found: string[] = [];
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      for (const section of screens) {
        const address = pathInLanguage(language, portalPath(section));
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const shown = await englishOnScreen(page, data);
        for (const text of shown) found.push(`${address}: ${text}`);
        if (section === PORTAL_SECTIONS.dashboard) {
          // The bell's notices (the projects and proposals recorded for the BDE).
          await page.locator('.portal-header__bell button').first().click();
          await expect(page.locator('.notification-list li').first()).toBeVisible();
          for (const text of await englishOnScreen(page, data))
            if (!shown.includes(text)) found.push(`${address} (bell open): ${text}`);
          await page.keyboard.press('Escape');
        }
      }
    }
    console.info(
      `Walked ${screens.length} screens in 5 languages; English found:\n${[...new Set(found)].join('\n')}`,
    );
    expect([...new Set(found)]).toEqual([]);
    await context.close();
  });
});
