// Every back-office screen at a phone's width and a desktop's, with real data in it: nothing scrolls
// sideways, no list is wider than its card nor cuts a column header, and axe (WCAG 2.2 AA and best
// practices) finds nothing. A screenshot of each is kept with the test's output.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { interviewDate, inviteToInterview, openApplication } from '../support/hiring-pipeline';
import { publicSubmissions } from '../support/public-submissions';
import { SEEDED_APPLICATION } from '../support/seed-application';
import { screenLoaded, sweep } from '../support/screen-sweep';
import { REPO_ROOT } from '../support/server';
import { fillOpeningForm, signInAsRecruiter } from '../support/hiring';
import { addStaffFromCommandLine, setUpAndSignIn, signInChecker } from '../support/staff-admin';
import {
  approveLinesThroughUi,
  commissionRows,
  createPayoutThroughUi,
  holdLineThroughUi,
  recordPaymentThroughUi,
  recordReversalThroughUi,
  setPlanThroughUi,
} from '../support/staff-earnings';
import { xsrfHeaders } from '../support/xsrf';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The address of the record a list searched for `text` links to as `link`. */
async function recordFromList(page: Page, list: string, text: string, link: string | RegExp) {
  await page.goto(list);
  const main = page.getByRole('main');
  await main.getByRole('searchbox').fill(text);
  // Once the search is in the address, the list shows its answer.
  await expect(page).toHaveURL(/[?&]q=/);
  const href = await main.getByRole('link', { name: link }).first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^${list}/[^/?]+$`));
  return href!;
}

test('every staff screen fits a phone and a desktop, and passes axe', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const work = await publicSubmissions(request, run);
  // Real addresses are long and break nowhere by themselves: one in the messages, one in the subscribers.
  const headers = await xsrfHeaders(request);
  const longAddress = `priya.venkataraghavan.${run}@procurement.sri-lakshmi-narasimha-textiles.example.com`;
  for (const [address, data] of [
    [
      '/api/ContactUs',
      {
        name: `Venkataraghavan Subramanyam Iyer ${run}`,
        contactNumber: '9876543210',
        email: longAddress,
        message:
          'We need a new website for our textile export business, with an enquiry form in three languages.',
        websiteUrl: '',
      },
    ],
    ['/api/NewsLetterSubscriber/subscribe', { emailAddress: longAddress }],
  ] as const) {
    expect((await request.post(address, { headers, data })).status()).toBeLessThan(300);
  }
  const email = `screens.${run}@example.com`;
  const setupPath = addStaffFromCommandLine(
    path.join(REPO_ROOT, `.data-e2e-${E2E_PORT}`),
    email,
    'Screens Admin',
  );
  const found: string[] = [];
  await setUpAndSignIn(page, {
    setupPath,
    email,
    next: '/staff',
    check: async (screen) => void found.push(...(await sweep(page, testInfo, `staff-${screen}`, false))),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // A project with paise, so the audit log has an amount to write in rupees.
  const partner = `/staff/partners/${work.bde.bdeCode}`;
  await page.goto(partner);
  const addProject = page.getByRole('main').getByRole('form', { name: 'Add a project' });
  await addProject.getByRole('textbox', { name: /Company/ }).fill(`Screens Project ${run}`);
  await addProject.getByRole('textbox', { name: /Amount in rupees/ }).fill('250000.50');
  await addProject.getByRole('combobox', { name: /Status/ }).selectOption('Active');
  await addProject.getByRole('button', { name: 'Add the project' }).click();
  await expect(page.getByRole('main').getByRole('table', { name: 'Projects' })).toContainText('₹2,50,000.50');
  const projectPayments = await page
    .getByRole('main')
    .getByRole('link', { name: `Payments of Screens Project ${run}` })
    .getAttribute('href');
  // A message to the BDE, so the partner page's conversation has one.
  const messages = page.getByRole('main').getByRole('region', { name: 'Messages', exact: true });
  await messages
    .getByRole('textbox', { name: /Message/ })
    .fill(`Your first payout is due on the 7th (${run}).`);
  await messages.getByRole('button', { name: 'Send to the BDE' }).click();
  await expect(messages.getByRole('list')).toContainText(run);

  // The earnings screens with real data: the plan, two payments on the project (the line of one held,
  // the other's approved and then partly reversed) and this month's payout, which the BDE waits out
  // for want of bank details.
  await page.goto('/staff/commission-plan');
  await screenLoaded(page);
  if (await page.getByText(/^No plan is in force/).isVisible()) {
    await setPlanThroughUi(page, { direct: '10', overrides: ['2', '1'], note: `Screens plan ${run}` });
  }
  await recordPaymentThroughUi(page, projectPayments!, { amount: '1,00,000', reference: `NEFT-${run}` });
  await recordPaymentThroughUi(page, projectPayments!, {
    amount: '40000.50',
    reference: `UPI-${run}`,
    mode: 'UPI',
  });
  await page.goto(`/staff/commissions?bdeCode=${work.bde.bdeCode}`);
  await expect(commissionRows(page)).toHaveCount(2);
  await holdLineThroughUi(page, /₹4,000\.05$/, 'The client’s cheque for this is still clearing.');
  // The admin recorded the payments: a second staff member approves their commission.
  const checker = await signInChecker(browser, {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    dataDir: path.join(REPO_ROOT, `.data-e2e-${E2E_PORT}`),
    email: `screens.checker.${run}@example.com`,
    next: '/staff/commissions',
  });
  await checker.goto(`/staff/commissions?bdeCode=${work.bde.bdeCode}`);
  await approveLinesThroughUi(checker, 1);
  await checker.context().close();
  await recordReversalThroughUi(page, projectPayments!, {
    payment: /#\d+, ₹1,00,000$/,
    amount: '25000',
    kind: 'refund',
    reason: 'The client cancelled the second phase.',
  });
  await page.goto('/staff/payouts');
  await screenLoaded(page);
  if (
    (await page
      .getByRole('main')
      .getByRole('table', { name: 'Payout batches' })
      .getByRole('link')
      .count()) === 0
  ) {
    await createPayoutThroughUi(page);
  }

  // A draft opening (never published: the careers pages' own tests own what /careers lists).
  await page.goto('/staff/openings/new');
  await fillOpeningForm(page, {
    title: `Screens Internship ${run}`,
    type: 'Internship',
    months: 6,
    workMode: 'Hybrid',
    city: 'Hyderabad',
    experience: [0, 1],
    salary: { period: 'month', min: 15000, max: 20000 },
    description:
      'Six months on client projects with a mentor.\n\nWhat you will do:\n- Build screens\n- Write tests',
    requirements: '- Final-year students welcome\n- Some JavaScript',
  });
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page).toHaveURL(/\/staff\/openings\/\d+$/);
  const opening = new URL(page.url()).pathname;

  const message = await recordFromList(page, '/staff/messages', work.sender, work.sender);
  const lead = await recordFromList(page, '/staff/leads', work.company, work.company);
  const email_ = await recordFromList(page, '/staff/outbox', work.subscriber, /Confirm your subscription/);
  // The application written into the database before the server started (e2e/start-test-server.ts).
  const application = await openApplication(page, SEEDED_APPLICATION.name);
  const ofTheOpening = await page
    .getByRole('main')
    .getByRole('link', { name: SEEDED_APPLICATION.openingTitle })
    .getAttribute('href');
  const screens = [
    ['overview', '/staff'],
    ['messages', '/staff/messages'],
    ['message', message],
    ['leads', '/staff/leads'],
    ['lead', lead],
    ['partners', '/staff/partners'],
    ['partner', partner],
    ['erasure-requests', '/staff/erasure-requests'],
    ['subscribers', '/staff/subscribers'],
    ['applications', '/staff/applications'],
    ['applications-of-an-opening', ofTheOpening!],
    ['application', application],
    ['audit', '/staff/audit'],
    ['members', '/staff/members'],
    ['outbox', '/staff/outbox'],
    ['outbox-email', email_],
    ['openings', '/staff/openings'],
    ['new-opening', '/staff/openings/new'],
    ['opening', opening],
    ['opening-preview', `${opening}/preview`],
    ['commissions', '/staff/commissions'],
    ['commissions-held', '/staff/commissions?status=held'],
    ['payouts', '/staff/payouts'],
    ['commission-plan', '/staff/commission-plan'],
    ['releases', '/staff/releases'],
    ['project-payments', projectPayments!],
  ];
  for (const [name, address] of screens) {
    await page.goto(address);
    found.push(...(await sweep(page, testInfo, `staff-${name}`)));
  }

  // This month's payout batch, made above.
  await page.goto('/staff/payouts');
  await page
    .getByRole('main')
    .getByRole('table', { name: 'Payout batches' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\/payouts\/\d+$/);
  await expect(page.getByRole('region', { name: 'Left out of this batch' })).toContainText(work.bde.bdeCode);
  found.push(...(await sweep(page, testInfo, 'staff-payout-batch')));

  // The hiring walk's steps: to Interview, and the invitation through the outbox.
  await inviteToInterview(page, SEEDED_APPLICATION.name, {
    date: interviewDate(),
    time: '14:30',
    place: 'Deccan Stack, 4th floor, Cyber Towers, HITEC City',
  });
  found.push(...(await sweep(page, testInfo, 'staff-application-invited', false)));
  await page.goto('/staff/outbox');
  const invitation = page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: SEEDED_APPLICATION.email })
    .filter({ hasText: `Interview invitation: ${SEEDED_APPLICATION.openingTitle}` });
  await expect(invitation).toHaveCount(1);

  // The audit log writes the project's amount as the rest of the site does.
  await page.goto('/staff/audit');
  await expect(
    page
      .getByRole('main')
      .getByRole('row')
      .filter({ hasText: `Screens Project ${run}` })
      .first(),
  ).toContainText('₹2,50,000.50');

  // The editor's messages, each under its field, pass axe too.
  await page.goto('/staff/openings/new');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  found.push(...(await sweep(page, testInfo, 'staff-new-opening-refused', false)));

  // A recruiter's back office: the overview's hiring figures, the openings and the applications, nothing else.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await signInAsRecruiter(page, {
    email: `recruiter.${run}@example.com`,
    name: 'Screens Recruiter',
    next: '/staff',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Openings', 'Applications', 'Releases']);
  await expect(page.getByRole('link', { name: /Openings taking applications/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /New messages/ })).toHaveCount(0);
  for (const [name, address] of [
    ['recruiter-overview', '/staff'],
    ['recruiter-openings', '/staff/openings'],
    ['recruiter-opening', opening],
    ['recruiter-applications', '/staff/applications'],
    ['recruiter-application', application],
    ['recruiter-refused', '/staff/partners'],
  ]) {
    await page.goto(address);
    found.push(...(await sweep(page, testInfo, `staff-${name}`)));
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  expect(found).toEqual([]);
});
