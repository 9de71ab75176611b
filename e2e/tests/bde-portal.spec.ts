import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_BDES, DEMO_PASSWORD } from '../../api/src/demo/demo-data';
import { todayInIndia } from '../../api/src/lib/india-time';
import { formatMonth } from '../../bde-portal-remote/src/ui/format-month';
import { statusLabel } from '../../bde-portal-remote/src/ui/status-label';
import { formatDateIn } from '../../shared/format/date';
import { BDE_INBOX_PATHS } from '../../shared/contract/earnings';
import { formatInr } from '../../shared/format/inr';
import { demoPortalFigures } from '../support/demo-figures';
import { REPO_ROOT } from '../support/server';
import { siteAxe } from '../support/axe-sweep';

// This file runs `npm run demo` itself (without its build step: the apps are built before the
// end-to-end run), on its own port and data folder, and signs in as the demo BDEs.
const DEMO_PORT = Number(process.env.E2E_PORT ?? 8221) + 1;
const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
const DEMO_DIR = path.join(REPO_ROOT, `.data-e2e-demo-${DEMO_PORT}`);

let demo: ChildProcess;
let demoOutput = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  demo = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'demo.mjs'), '--no-build'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(DEMO_PORT),
      HOST: '127.0.0.1',
      DEMO_DATA_DIR: DEMO_DIR,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  demo.stdout!.on('data', (chunk: Buffer) => (demoOutput += chunk.toString()));
  demo.stderr!.on('data', (chunk: Buffer) => (demoOutput += chunk.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (demo.exitCode !== null) throw new Error(`npm run demo exited early:\n${demoOutput}`);
    try {
      if ((await fetch(`${DEMO_URL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm run demo did not start:\n${demoOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});

test.afterAll(async () => {
  if (demo && demo.exitCode === null) {
    const exited = new Promise((resolve) => demo.once('exit', resolve));
    demo.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(DEMO_DIR, { recursive: true, force: true });
});

const demoBde = (userName: string) => DEMO_BDES.find((bde) => bde.userName === userName)!;
const paise = (amount: string) => Math.round(Number(amount) * 100);
const rupees = (value: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }).format(value);

/** What the seeded database holds for one demo BDE, worked out from the demo data itself. */
function expectedFigures(userName: string) {
  const bde = demoBde(userName);
  const count = (status: string) => bde.projects.filter((p) => p.status === status).length;
  const sent = bde.proposals.length;
  const accepted = bde.proposals.filter((p) => p.status === 'accepted').length;
  const total = bde.projects.length;
  const share = (n: number) => (total ? Math.round((n * 100) / total) : 0);
  return {
    sent,
    accepted,
    percentage: sent ? Math.round((accepted * 10_000) / sent) / 100 : 0,
    revenue: bde.projects.reduce((sum, p) => sum + paise(p.amount), 0) / 100,
    active: count('Active'),
    onHold: count('On Hold'),
    completed: count('Completed'),
    shares: [share(count('Active')), share(count('On Hold')), share(count('Completed'))],
    activeCompanies: bde.projects.filter((p) => p.status === 'Active').map((p) => p.company),
  };
}

async function signInAsBde(page: Page, userName: string) {
  await page.goto(`${DEMO_URL}/bdelogin`);
  const main = page.getByRole('main');
  await main.getByLabel(/^User name/).fill(userName);
  await main.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/bdedetails\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A call made by the page itself, with its cookies, as any script on the page could make it. */
function fetchFromPage(page: Page, url: string) {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { credentials: 'include' });
    return { status: response.status, body: await response.text() };
  }, url);
}

test('npm run demo prints the demo sign-ins', () => {
  for (const bde of DEMO_BDES) expect(demoOutput).toContain(bde.userName);
  expect(demoOutput).toContain(DEMO_PASSWORD);
});

test('a BDE signs in through /bdelogin and the dashboard shows exactly what the database holds', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsBde(page, 'asha.rao');
  const figures = expectedFigures('asha.rao');
  const main = page.getByRole('main');

  const portalHeader = main.locator('header.portal-header');
  await expect(portalHeader.getByText('Asha Devi Rao')).toBeVisible();
  // The demo has no messages: the envelope leads to the conversation with no count on it.
  await expect(portalHeader.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute(
    'href',
    '/bdedetails/messages',
  );
  // The demo's payout told her it was paid: the bell carries the count the API holds, once it has it.
  const notifications = await fetchFromPage(page, BDE_INBOX_PATHS.notifications(demoBde('asha.rao').bdeCode));
  const { unread } = JSON.parse(notifications.body) as { unread: number };
  expect(unread).toBeGreaterThan(0);
  await expect(
    portalHeader.getByRole('button', { name: `Notifications, ${unread} unread`, exact: true }),
  ).toBeVisible();
  await expect(portalHeader.getByRole('link', { name: 'UpdateProfile' })).toBeVisible();

  const proposals = main.getByRole('region', { name: 'Proposals', exact: true });
  await expect(proposals.locator('dd').nth(0)).toHaveText(String(figures.sent));
  await expect(proposals.locator('dd').nth(1)).toHaveText(String(figures.accepted));
  await expect(proposals.locator('dd').nth(2)).toHaveText(`${figures.percentage}%`);

  const revenue = main.getByRole('region', { name: 'Revenue pipeline', exact: true });
  await expect(revenue.getByText(rupees(figures.revenue), { exact: true })).toBeVisible();
  const progress = Math.min(100, Math.round((figures.revenue / 1_000_000) * 1000) / 10);
  await expect(revenue.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(progress));

  const status = main.getByRole('region', { name: 'Projects by status', exact: true });
  const rows = status.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    'StatusProjectsShare',
    `New${figures.active}${figures.shares[0]}%`,
    `In Progress${figures.onHold}${figures.shares[1]}%`,
    `Completed${figures.completed}${figures.shares[2]}%`,
  ]);

  const active = main.getByRole('region', { name: 'Active projects', exact: true });
  for (const company of figures.activeCompanies) await expect(active.getByText(company)).toBeVisible();
  await expect(active.getByRole('table').getByRole('row')).toHaveCount(figures.activeCompanies.length + 1);

  // The API the page reads agrees with the same rows.
  const code = demoBde('asha.rao').bdeCode;
  const summary = await fetchFromPage(page, `/api/Proposal/summary/${code}`);
  expect(JSON.parse(summary.body)).toEqual({
    sent: figures.sent,
    accepted: figures.accepted,
    percentage: figures.percentage,
  });
  const total = await fetchFromPage(page, `/api/BDEBusiness/TotalRevenue?bdeCode=${code}`);
  expect(JSON.parse(total.body)).toEqual({ totalRevenue: figures.revenue });

  // Charts load inside the portal, each with its text alternative.
  await expect(main.getByRole('img', { name: /^Sales funnel: New / }).locator('svg')).toBeVisible();

  const axe = await siteAxe(page).include('.bde-portal').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(errors).toEqual([]);
});

test('every menu entry opens its screen with its title', async ({ page }) => {
  await signInAsBde(page, 'asha.rao');
  const menu = page.getByRole('navigation', { name: 'BDE portal' });
  const screens: Array<[string, string, string | RegExp]> = [
    ['Profile', 'Profile', 'Your details'],
    ['dashboard', 'Dashboard', 'Projects by status'],
    ['Leads & Clients', 'Leads&Clients', 'Leads & Clients'],
    ['Proposals', 'Proposals', 'Proposals'],
    ['Projects Pipeline', 'Projects Pipeline', 'On-hold projects'],
    ['Tasks & Follow-ups', 'Tasks&Follow-ups', 'Tasks & Follow-ups'],
    ['Reports & Analytics', 'Reports&Analytics', 'Reports & Analytics'],
    ['Team/Collaboration', 'Team/Collaboration', 'Team/Collaboration'],
    ['Downline', 'BDEProfile', 'Your downline'],
    ['Earnings', 'Earnings', 'Summary'],
    ['Messages', 'Messages', 'Messages'],
    ['Settings', 'Settings', 'Bank details'],
  ];
  for (const [entry, title, heading] of screens) {
    await menu.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[/&]/g, '\\$&')} \\|`));
  }

  // The profile shows the signed-in BDE's own details, identity numbers masked.
  await menu.getByRole('link', { name: 'Profile', exact: true }).click();
  const details = page.getByRole('region', { name: 'Your details', exact: true });
  await expect(details).toContainText('BDE240101');
  await expect(details).toContainText('XXXX XXXX 0101');
  await expect(details).not.toContainText(DEMO_BDES[0].aadhar);
});

test('Earnings: lines, payouts and a statement, readable on a phone and a desktop', async ({ page }) => {
  await signInAsBde(page, 'asha.rao');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${DEMO_URL}/bdedetails/earnings`);
    const lines = page.getByRole('table', { name: 'Commission lines' });
    await expect(lines).toContainText('Reason: Waiting for the client to confirm the second milestone');
    await expect(lines).toContainText('reversal');
    await expect(page.getByRole('table', { name: 'Payouts' })).toContainText('HDFCR52026DEMO0001');
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const scrollWidth = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    );
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`earnings-${width}.png`), fullPage: true });
  }
  // The statement link downloads this month's PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download PDF statement for / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-BDE240101-\d{4}-\d{2}\.pdf$/);
});

test('signing out ends the session, clears the stored BDE and goes to /bdelogin', async ({ page }) => {
  await signInAsBde(page, 'esha.nair');
  const status = page.getByRole('region', { name: 'Projects by status', exact: true });
  await expect(status.getByText('No projects found for this BDE Code.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/bdelogin$/);
  const stored = await page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } })
      .localStorage;
    return [storage.getItem('authUser'), storage.getItem('bdeCode')];
  });
  expect(stored).toEqual([null, null]);
  const after = await fetchFromPage(page, `/api/BDEBusiness/On%20Hold`);
  expect(after.status).toBe(401);
});

test('on a phone the portal menu folds behind a labelled button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsBde(page, 'asha.rao');
  const toggle = page.getByRole('button', { name: 'Portal menu' });
  const menu = page.getByRole('navigation', { name: 'BDE portal' });
  await expect(toggle).toBeVisible();
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Downline' }).click();
  await expect(menu).toBeHidden();
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(375);

  // Wide tables scroll inside themselves, reachable from the keyboard.
  await page.goto(`${DEMO_URL}/bdedetails/leads`);
  await expect(page.getByRole('region', { name: 'Leads table' })).toBeVisible();
  const axe = await siteAxe(page).include('.bde-portal').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

/** Built chunk files (of every app) whose source map lists a module from `pattern`. */
function chunksWith(pattern: RegExp): Set<string> {
  const found = new Set<string>();
  for (const app of ['shell', 'marketing-remote', 'user-portal-remote', 'bde-portal-remote']) {
    const dist = path.join(REPO_ROOT, app, 'dist');
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js.map'))) {
      const map = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] };
      if (map.sources.some((source) => pattern.test(source))) found.add(file.replace(/\.map$/, ''));
    }
  }
  return found;
}

test('the first load of / downloads neither the nivo charts nor Formik; the portal does', async ({
  page,
}) => {
  const nivo = chunksWith(/node_modules\/@nivo\//);
  const formik = chunksWith(/node_modules\/formik\//);
  expect(nivo.size).toBeGreaterThan(0);
  expect(formik.size).toBeGreaterThan(0);
  const loaded: string[] = [];
  page.on('response', (response) => {
    const file = path.basename(new URL(response.url()).pathname);
    if (file.endsWith('.js')) loaded.push(file);
  });

  await page.goto(`${DEMO_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((file) => nivo.has(file))).toEqual([]);
  expect(loaded.filter((file) => formik.has(file))).toEqual([]);

  // The check can see them: the portal's dashboard does download nivo.
  await signInAsBde(page, 'asha.rao');
  await expect(page.getByRole('img', { name: /^Lead sources: / }).locator('svg')).toBeVisible();
  expect(loaded.filter((file) => nivo.has(file)).length).toBeGreaterThan(0);
});

test.describe('live screens', () => {
  const inr = formatInr;
  const date = formatDateIn;
  const rowTexts = (table: Locator) => table.getByRole('row');

  test('every figure on every screen is the BDE’s own, as the demo rows give them', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsBde(page, 'asha.rao');
    const figures = demoPortalFigures('asha.rao', Date.now());
    const main = page.getByRole('main');
    const menu = page.getByRole('navigation', { name: 'BDE portal' });
    const open = async (entry: string) => menu.getByRole('link', { name: entry, exact: true }).click();

    // Dashboard: the sales overview from the BDE's own leads, no sample.
    const overview = main.getByRole('region', { name: 'Sales overview', exact: true });
    await expect(overview.getByRole('list', { name: 'Lead figures' }).getByRole('listitem')).toHaveText([
      `${figures.tiles.newLeads}New leads`,
      `${figures.tiles.leads}Leads`,
      `${figures.tiles.clients}Clients`,
      `${figures.tiles.newClients}New clients`,
    ]);
    await expect(main.getByText('Sample data')).toHaveCount(0);
    const chartRows = (title: string) =>
      rowTexts(overview.getByRole('figure', { name: title, exact: true }).getByRole('table'));
    await expect(chartRows('Sales funnel')).toHaveText([
      'Sales funnelLeads',
      ...figures.funnel.map((step) => `${statusLabel(step.status)}${step.count}`),
    ]);
    await expect(chartRows('Demand by service')).toHaveText([
      'Demand by serviceLeads',
      ...figures.services.map((row) => `${row.name}${row.count}`),
    ]);
    await expect(chartRows('Lead sources')).toHaveText([
      'Lead sourcesLeads',
      ...figures.sources.map((row) => `${row.name}${row.count}`),
    ]);

    // Leads & Clients.
    await open('Leads & Clients');
    const leads = main.getByRole('table', { name: 'Leads', exact: true });
    await expect(rowTexts(leads)).toHaveCount(figures.leads.length + 1);
    for (const [at, lead] of figures.leads.entries()) {
      const row = rowTexts(leads).nth(at + 1);
      await expect(row).toContainText(lead.companyName);
      await expect(row).toContainText(statusLabel(lead.status!));
      await expect(row).toContainText(lead.followUpOn ? date(lead.followUpOn) : '—');
    }
    const clients = main.getByRole('table', { name: 'Clients', exact: true });
    await expect(rowTexts(clients)).toHaveText([
      'CompanyClient sinceWon leadsProjectsRevenue',
      ...figures.clients.map(
        (client) =>
          `${client.name}${date(new Date(client.since))}${client.wonLeads}${client.projects}${inr(client.paise / 100)}`,
      ),
    ]);

    // Leads by status, as a pie.
    await main.getByRole('link', { name: /leads by status, as a pie chart/ }).click();
    const drawn = figures.funnel.filter((step) => step.count > 0);
    await expect(
      main.getByRole('img', {
        name: `Leads by status: ${drawn.map((step) => `${statusLabel(step.status)} ${step.count}`).join(', ')}`,
      }),
    ).toBeVisible();

    // Proposals.
    await open('Proposals');
    const proposals = main.getByRole('table', { name: 'Proposals', exact: true });
    await expect(rowTexts(proposals)).toHaveCount(figures.proposals.length + 1);
    for (const [at, proposal] of figures.proposals.entries()) {
      await expect(rowTexts(proposals).nth(at + 1)).toContainText(
        `${proposal.company}${statusLabel(proposal.status)}`,
      );
    }

    // Tasks & Follow-ups.
    await open('Tasks & Follow-ups');
    for (const [title, key] of [
      ['Overdue', 'overdue'],
      ['Today', 'dueToday'],
      ['Upcoming', 'upcoming'],
    ] as const) {
      const due = figures.followUps[key];
      await expect(main.getByRole('heading', { name: `${title} (${due.length})` })).toBeVisible();
      const table = main.getByRole('table', { name: `${title} follow-ups` });
      for (const lead of due) await expect(table).toContainText(`${lead.companyName}`);
    }

    // Reports & Analytics.
    await open('Reports & Analytics');
    const reports = figures.reports;
    await expect(main.getByRole('list', { name: 'The last 12 months' }).getByRole('listitem')).toHaveText([
      `${inr(reports.revenue)}Revenue`,
      `${reports.sent}Proposals sent`,
      `${reports.accepted}Proposals accepted`,
      `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(reports.conversionRate)}%Conversion rate`,
    ]);
    const chart = (title: string) =>
      main.getByRole('figure', { name: title, exact: true }).getByRole('table');
    await expect(rowTexts(chart('Revenue by month'))).toHaveText([
      'Revenue by monthRevenue',
      ...reports.monthly.map((row) => `${formatMonth(row.month)}${inr(row.paise / 100)}`),
    ]);
    await expect(rowTexts(chart('Proposals accepted by month'))).toHaveText([
      'Proposals accepted by monthAccepted',
      ...reports.monthly.map((row) => `${formatMonth(row.month)}${row.accepted}`),
    ]);

    // Team/Collaboration: names and codes of the downline, never their contact details.
    await open('Team/Collaboration');
    const team = figures.team;
    await expect(main.getByRole('list', { name: 'Your team' }).getByRole('listitem')).toHaveText([
      `${team.members}Members`,
      `${team.activeProjects}Active projects`,
      `${inr(team.revenue)}Revenue`,
    ]);
    await expect(rowTexts(main.getByRole('table', { name: 'Members per level' }))).toHaveText([
      'LevelMembers',
      ...team.levels.map((row) => `${row.level}${row.members}`),
    ]);
    const people = main.getByRole('table', { name: 'Team members' });
    for (const code of team.codes) await expect(people).toContainText(code);
    for (const member of DEMO_BDES.filter((bde) => team.codes.includes(bde.bdeCode))) {
      await expect(main).not.toContainText(member.email);
      await expect(main).not.toContainText(member.mobile);
    }
    expect(errors).toEqual([]);
  });

  test('a follow-up done with a note leaves the list; one moved goes to its date', async ({ page }) => {
    await signInAsBde(page, 'asha.rao');
    const figures = demoPortalFigures('asha.rao', Date.now());
    const [first, second] = figures.followUps.overdue;
    // The demo gives asha.rao two overdue follow-ups.
    expect(second).toBeDefined();
    await page
      .getByRole('navigation', { name: 'BDE portal' })
      .getByRole('link', { name: 'Tasks & Follow-ups' })
      .click();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: `Record a follow-up with ${first.companyName}` }).click();
    const form = main.getByRole('region', { name: `Follow up with ${first.companyName}` });
    await expect(form.getByRole('heading')).toBeFocused();
    await form.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(form.getByText('Say what happened.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Note' }).fill('Sent the quote by email.');
    await form.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(form).toHaveCount(0);
    const overdue = main.getByRole('table', { name: 'Overdue follow-ups' });
    await expect(overdue).not.toContainText(first.companyName);

    await main.getByRole('button', { name: `Record a follow-up with ${second.companyName}` }).click();
    const move = main.getByRole('region', { name: `Follow up with ${second.companyName}` });
    await move.getByRole('radio', { name: 'Move to a new date' }).check();
    const later = todayInIndia(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await move.getByLabel(/New date/).fill(later);
    await move.getByRole('textbox', { name: 'Note' }).fill('Asked to call next week.');
    await move.getByRole('button', { name: 'Save follow-up' }).click();
    const upcoming = main.getByRole('table', { name: 'Upcoming follow-ups' });
    await expect(upcoming.getByRole('row', { name: second.companyName })).toContainText(
      'Asked to call next week.',
    );
    await expect(upcoming).toContainText(formatDateIn(later));

    // Every live screen passes axe at both widths.
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        'dashboard',
        'leads',
        'leadspiechart',
        'proposals',
        'tasks',
        'reports',
        'teamCol',
        'earnings',
        'messages',
        'settings',
      ]) {
        await page.goto(`${DEMO_URL}/bdedetails/${path}`);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        const axe = await siteAxe(page).include('.bde-portal').analyze();
        expect({
          path,
          width,
          violations: axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
        }).toEqual({ path, width, violations: [] });
      }
    }
  });
});
