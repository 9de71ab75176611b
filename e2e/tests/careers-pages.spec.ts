// The careers pages on the production build: openings are rows in the database, yet /careers and
// each /careers/<slug> arrive with them in the first HTML (no script needed), are taken over by
// their scripts without a mismatch, carry JobPosting JSON-LD, and follow an opening that closes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type Page } from '@playwright/test';
import { COMPANY } from '../../shared/content/company';
import { axeFindings } from '../support/axe-sweep';
import { jobPostingProblems, jsonLdOf } from '../support/job-posting';
import { startServer, type RunningServer } from '../support/server';
import { expectTakenOver } from '../support/taken-over';

// Its own site and embedded database, which the test changes while the server is stopped.
const SITE_PORT = Number(process.env.E2E_PORT ?? 8181) + 40;
const SEEDED = {
  intern: { slug: 'dotnet-full-stack-developer-intern', title: '.NET Full Stack Developer Intern' },
  senior: {
    slug: 'senior-frontend-developer-react-angular',
    title: 'Senior Frontend Developer (React or Angular)',
  },
};
const REMOTE = { slug: 'e2e-platform-engineer', title: 'Platform Engineer (Remote)' };
const TO_CLOSE = { slug: 'e2e-qa-engineer', title: 'QA Automation Engineer' };
const EXPIRED = { slug: 'e2e-expired-role', title: 'Expired Role' };
const DRAFT = { slug: 'e2e-draft-role', title: 'Draft Role' };
const OPEN = [SEEDED.intern, SEEDED.senior, REMOTE, TO_CLOSE];
const STAFF_MARKUP = '<em>not markup</em>';

const yesterdayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

let site: RunningServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

/** Stops the site, changes its database, and starts it again on the same data. */
async function changeDatabase(change: (db: PGlite) => Promise<unknown>) {
  await site.halt();
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await change(db);
  } finally {
    await db.close();
  }
  site = await startServer({ port: SITE_PORT, dataDir, keepData: true, env: WHATSAPP });
}

/** The company's WhatsApp number, configured as a deployment sets it. */
const WHATSAPP = { WHATSAPP_NUMBER: '+91 98480 21200' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-pages-'));
  // Started once so the migrations create the tables and publish the two seeded openings.
  site = await startServer({ port: SITE_PORT, dataDir, env: WHATSAPP });
  await changeDatabase((db) =>
    db.query(
      `insert into openings (slug, status, title, employment_type, city, work_mode, experience_min_years,
         experience_max_years, salary_min, salary_max, salary_period, closes_on, description, requirements, published_at)
       values
       ($1, 'published', $2, 'contract', 'Anywhere', 'remote', 2, 6, 80000, 120000, 'month', '2099-12-31',
        $3, '- Kubernetes in production\n- On call one week in six', now() + interval '1 minute'),
       ($4, 'published', $5, 'full-time', 'Hyderabad', 'on-site', 1, 3, null, null, null, null,
        'Automate the tests of client products.', '- Playwright or Selenium', now()),
       ($6, 'published', $7, 'full-time', 'Hyderabad', 'on-site', 1, 3, null, null, null, $8,
        'Gone by date.', '- Nothing', now()),
       ($9, 'draft', $10, 'full-time', 'Hyderabad', 'on-site', 1, 3, null, null, null, null,
        'Not yet.', '- Nothing', null)`,
      [
        REMOTE.slug,
        REMOTE.title,
        `Run the platform our client teams ship on. Written as ${STAFF_MARKUP} by staff.\n\nWhat you will do:\n- Keep deploys boring\n- Write runbooks`,
        TO_CLOSE.slug,
        TO_CLOSE.title,
        EXPIRED.slug,
        EXPIRED.title,
        yesterdayInIndia(),
        DRAFT.slug,
        DRAFT.title,
      ],
    ),
  );
});

test.afterAll(async () => {
  await site?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Console errors and uncaught exceptions (a hydration mismatch is one), but for the browser's own
 * report of the page's status when it is 410 (a closed opening), as it reports a 404.
 */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const ownStatus = /status of 410 \(Gone\)/.test(message.text()) && message.location().url === page.url();
    if (!ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const html = async (page: Page, address: string) => {
  const response = await page.request.get(`${site.url}${address}`);
  return { status: response.status(), headers: response.headers(), body: await response.text() };
};

test('the first HTML of /careers and of each opening holds the openings: read without JavaScript', async ({
  browser,
  page,
}) => {
  const list = await html(page, '/careers');
  expect(list.status).toBe(200);
  for (const { title, slug } of OPEN) {
    expect(list.body).toContain(title.replace('&', '&amp;'));
    expect(list.body).toContain(`href="/careers/${slug}"`);
  }
  for (const { title } of [EXPIRED, DRAFT]) expect(list.body).not.toContain(title);
  // The newest published first.
  expect(list.body.indexOf(REMOTE.title)).toBeLessThan(list.body.indexOf(SEEDED.intern.title));

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(`${site.url}/careers`);
  await expect(noScript.getByRole('article')).toHaveCount(OPEN.length);
  await noScript.getByRole('link', { name: `See the role and apply for ${REMOTE.title}` }).click();
  await expect(noScript).toHaveURL(`${site.url}/careers/${REMOTE.slug}`);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(REMOTE.title);
  await expect(noScript.locator('.opening__facts')).toContainText('₹80,000 to ₹1,20,000 a month');
  await expect(noScript.locator('.opening__facts')).toContainText('Remote, anywhere in India');
  // Staff's text is shown as they wrote it, never as markup.
  await expect(noScript.getByText(`Written as ${STAFF_MARKUP} by staff.`)).toBeVisible();
  await expect(noScript.locator('main em')).toHaveCount(0);
  await expect(noScript.getByRole('link', { name: COMPANY.emails.careers })).toBeVisible();
  // Issue 43: the role is shared with its real address, and the footer offers a chat, both without script.
  const text = `We are hiring: ${REMOTE.title} at ${COMPANY.shortName}. ${site.url}/careers/${REMOTE.slug}`;
  await expect(
    noScript.getByRole('link', { name: `Share this role for ${REMOTE.title}` }).first(),
  ).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
  await expect(
    noScript
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://wa.me/919848021200');
  await context.close();
});

test('both pages are taken over without a console error, and the list leads to an opening within the site', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${site.url}/careers`);
  const cardLink = page.getByRole('link', { name: `See the role and apply for ${REMOTE.title}` });
  await expectTakenOver(page.locator('[data-careers-slot="list"]'));
  // The page took the rows the server left for it.
  await expect(page.locator('#careers-data')).toHaveCount(0);
  await page.evaluate(() => Object.assign(globalThis, { stayedOnPage: true }));
  const asked = page.waitForResponse((r) => r.url().endsWith(`/api/careers/openings/${REMOTE.slug}`));
  await cardLink.click();
  expect((await asked).status()).toBe(200);
  await expect(page).toHaveURL(`${site.url}/careers/${REMOTE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REMOTE.title);
  await expect(page).toHaveTitle(`${REMOTE.title} | ${COMPANY.shortName}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${site.url}/careers/${REMOTE.slug}`,
  );
  await expect(page.getByRole('region', { name: 'Apply for this role' })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

  // The header's Careers link: the list, asked of the API this time.
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/careers/openings'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await listed;
  await expect(page.getByRole('article')).toHaveCount(OPEN.length);
  await expect(page).toHaveTitle(`Careers | ${COMPANY.shortName}`);

  // An opening's own first HTML, taken over: the application place appears once it is the browser's.
  await page.goto(`${site.url}/careers/${SEEDED.senior.slug}`);
  await expectTakenOver(page.locator('[data-careers-slot="opening"]'));
  await expect(page.getByRole('region', { name: 'Apply for this role' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(`${SEEDED.senior.title} | ${COMPANY.shortName}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${site.url}/careers/${SEEDED.senior.slug}`,
  );
  expect(errors).toEqual([]);
});

test("each open opening carries JobPosting JSON-LD with every property Google's job search requires", async ({
  page,
}) => {
  const postings: Record<string, Record<string, unknown>> = {};
  for (const { slug } of OPEN) {
    const { body } = await html(page, `/careers/${slug}`);
    const head = body.slice(0, body.indexOf('</head>'));
    const found = jsonLdOf(head).filter((data) => data['@type'] === 'JobPosting');
    expect(found).toHaveLength(1);
    expect({ slug, problems: jobPostingProblems(found[0]) }).toEqual({ slug, problems: [] });
    postings[slug] = found[0]!;
  }
  expect(postings[SEEDED.senior.slug]).toMatchObject({
    title: SEEDED.senior.title,
    employmentType: 'FULL_TIME',
    url: `${site.url}/careers/${SEEDED.senior.slug}`,
    hiringOrganization: { name: COMPANY.name, sameAs: `${site.url}/`, logo: `${site.url}/favicon.svg` },
    jobLocation: {
      address: { addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN' },
    },
    identifier: { '@type': 'PropertyValue', name: COMPANY.name, value: SEEDED.senior.slug },
    directApply: true,
  });
  expect(postings[SEEDED.intern.slug]).toMatchObject({ employmentType: 'INTERN' });
  expect(postings[SEEDED.intern.slug]).not.toHaveProperty('baseSalary');
  expect(postings[REMOTE.slug]).toMatchObject({
    employmentType: 'CONTRACTOR',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    validThrough: '2099-12-31T23:59:59+05:30',
    baseSalary: { currency: 'INR', value: { minValue: 80000, maxValue: 120000, unitText: 'MONTH' } },
  });
  expect(postings[REMOTE.slug]).not.toHaveProperty('jobLocation');
  expect(postings[REMOTE.slug]!.description).toContain(
    `Written as ${STAFF_MARKUP.replace(/</g, '&lt;').replace(/>/g, '&gt;')}`,
  );

  // Still there once the scripts have run.
  await page.goto(`${site.url}/careers/${REMOTE.slug}`);
  await expectTakenOver(page.locator('[data-careers-slot="opening"]'));
  const inPage = await page.locator('head script[type="application/ld+json"]').allTextContents();
  expect(inPage.map((text) => JSON.parse(text)['@type'])).toEqual(['JobPosting']);
});

test('the sitemap lists each open opening with its last change; an expired one answers 410, a draft 404', async ({
  page,
}) => {
  const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
  for (const { slug } of OPEN) {
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>${site.url}/careers/${slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod>`,
      ),
    );
  }
  for (const { slug } of [EXPIRED, DRAFT]) expect(sitemap).not.toContain(`/careers/${slug}<`);

  const expired = await html(page, `/careers/${EXPIRED.slug}`);
  expect(expired.status).toBe(410);
  expect(expired.headers['x-robots-tag']).toBe('noindex');
  expect(expired.body).toContain('This role is closed');
  for (const address of [`/careers/${DRAFT.slug}`, '/careers/no-such-role']) {
    expect((await html(page, address)).status).toBe(404);
  }
});

test('an opening staff close answers 410 with noindex, says it is closed, and leaves the list and the sitemap', async ({
  page,
}) => {
  const before = await html(page, `/careers/${TO_CLOSE.slug}`);
  expect(before.status).toBe(200);
  expect(before.body).toContain('<meta name="robots" content="index, follow"');

  await changeDatabase((db) =>
    db.query(`update openings set status = 'closed', closed_at = now(), updated_at = now() where slug = $1`, [
      TO_CLOSE.slug,
    ]),
  );
  const closed = await html(page, `/careers/${TO_CLOSE.slug}`);
  expect(closed.status).toBe(410);
  expect(closed.headers['x-robots-tag']).toBe('noindex');
  expect(closed.body).toContain('<meta name="robots" content="noindex"');
  expect(jsonLdOf(closed.body).filter((data) => data['@type'] === 'JobPosting')).toEqual([]);
  expect((await html(page, '/careers')).body).not.toContain(TO_CLOSE.title);
  expect(await (await page.request.get(`${site.url}/sitemap.xml`)).text()).not.toContain(TO_CLOSE.slug);

  const errors = watchErrors(page);
  await page.goto(`${site.url}/careers/${TO_CLOSE.slug}`);
  await expectTakenOver(page.locator('[data-careers-slot="opening"]'));
  await expect(page.getByRole('heading', { name: 'This role is closed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Apply for this role' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See the roles open now' }).click();
  await expect(page).toHaveURL(`${site.url}/careers`);
  await expect(page.getByRole('article')).toHaveCount(OPEN.length - 1);
  expect(errors).toEqual([]);
});

for (const width of [375, 1440]) {
  test(`the careers pages at ${width} px: no axe finding, nothing wider than the screen`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const found: string[] = [];
    for (const address of [
      '/careers',
      `/careers/${REMOTE.slug}`,
      `/careers/${SEEDED.intern.slug}`,
      `/careers/${EXPIRED.slug}`,
    ]) {
      await page.goto(`${site.url}${address}`);
      await expectTakenOver(page.locator('[data-careers-slot]').first());
      await page.waitForLoadState('networkidle');
      found.push(...(await axeFindings(page, `${address} at ${width} px`)));
      const overflow = await page.evaluate(
        () =>
          (
            globalThis as unknown as {
              document: { documentElement: { scrollWidth: number } };
              innerWidth: number;
            }
          ).document.documentElement.scrollWidth -
          (globalThis as unknown as { innerWidth: number }).innerWidth,
      );
      expect({ address, overflow }).toEqual({ address, overflow: 0 });
      const name = address.slice(1).replace(/\W+/g, '-');
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    expect(found).toEqual([]);
  });
}
