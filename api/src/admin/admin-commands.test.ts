import { and, eq } from 'drizzle-orm';
import { auditLog, executiveNotifications, projects, proposals, staffMembers } from '../db/schema';
import { insertExecutive } from '../test/fixtures';
import { insertActiveStaff, setupTokenSentTo } from '../accounts/staff/staff-test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { AdminInputError } from './admin-args';
import { parseAmountPaise, parseDate, runAdminCommand } from './admin-commands';

jest.setTimeout(60_000);

let ctx: TestContext;
let bde: Awaited<ReturnType<typeof insertExecutive>>;
const run = (...argv: string[]) =>
  runAdminCommand(ctx.database.db, argv, { publicOrigin: 'http://localhost:8080' });

beforeAll(async () => {
  ctx = await createTestApp();
  bde = await insertExecutive(ctx, { firstName: 'Asha', lastName: 'Rao' });
});
afterAll(() => ctx.close());

async function rowCounts() {
  const db = ctx.database.db;
  return {
    proposals: (await db.select().from(proposals).where(eq(proposals.executiveId, bde.id))).length,
    projects: (await db.select().from(projects).where(eq(projects.executiveId, bde.id))).length,
  };
}

async function expectRejected(argv: string[], message: RegExp) {
  const before = await rowCounts();
  const attempt = run(...argv);
  await expect(attempt).rejects.toBeInstanceOf(AdminInputError);
  await expect(attempt).rejects.toThrow(message);
  expect(await rowCounts()).toEqual(before);
}

test('add-proposal records a proposal and says what it did', async () => {
  const output = await run(
    'add-proposal',
    '--bde',
    bde.bdeCode,
    '--company',
    'Acme Foods',
    '--status',
    'accepted',
  );
  expect(output).toMatch(
    new RegExp(`^Added proposal #\\d+ for ${bde.bdeCode} \\(Asha Rao\\): Acme Foods, accepted, `),
  );
  const [row] = await ctx.database.db.select().from(proposals).where(eq(proposals.executiveId, bde.id));
  expect(row).toMatchObject({ companyName: 'Acme Foods', status: 'accepted' });
});

test('add-project stores the amount exactly in paise', async () => {
  const output = await run(
    'add-project',
    `--bde=${bde.bdeCode}`,
    '--company',
    '  Deccan   Spices ',
    '--amount',
    '250000.50',
    '--status',
    'on-hold',
    '--date',
    '2024-11-05',
  );
  expect(output).toMatch(/^Added project #\d+ for .*: Deccan Spices, ₹2,50,000.50, On Hold, 05 Nov 2024\.$/);
  const [row] = await ctx.database.db
    .select()
    .from(projects)
    .where(eq(projects.companyName, 'Deccan Spices'));
  expect(row.amountPaise).toBe(25_000_050);
  expect(row.status).toBe('On Hold');
});

test('add-project tells the BDE on their bell, as the back office does', async () => {
  const other = await insertExecutive(ctx);
  const bell = () =>
    ctx.database.db
      .select()
      .from(executiveNotifications)
      .where(eq(executiveNotifications.executiveId, other.id));
  const before = (await bell()).length;
  await run(
    'add-project',
    '--bde',
    other.bdeCode,
    '--company',
    'Bell Test',
    '--amount',
    '1000',
    '--status',
    'Active',
  );
  const after = await bell();
  expect(after).toHaveLength(before + 1);
  expect(after.at(-1)).toMatchObject({
    kind: 'project recorded',
    text: 'A project has been recorded for you',
    link: '/bdedetails/projects',
  });
});

test('set-project-status moves a project and says from what to what', async () => {
  const [row] = await ctx.database.db
    .select()
    .from(projects)
    .where(eq(projects.companyName, 'Deccan Spices'));
  expect(await run('set-project-status', '--id', String(row.id), '--status', 'Completed')).toBe(
    `Project #${row.id} (Deccan Spices) moved from On Hold to Completed.`,
  );
  expect(await run('set-project-status', '--id', String(row.id), '--status', 'completed')).toMatch(
    /already Completed; nothing changed/,
  );
});

test('list shows the proposals, the projects and the total', async () => {
  const output = await run('list', '--bde', bde.bdeCode);
  expect(output).toContain(`${bde.bdeCode} (Asha Rao)`);
  expect(output).toContain('Proposals: 1 sent, 1 accepted (100%)');
  expect(output).toContain('Projects: 1, total ₹2,50,000.50');
  expect(output).toMatch(/Completed .* Deccan Spices/);
});

test.each([
  [[], /Name a command/],
  [['make-coffee'], /Unknown command "make-coffee"/],
  [['add-proposal', '--bde', 'X'], /needs --company and --status/],
  [['add-proposal', '--bde'], /--bde needs a value/],
  [['add-proposal', 'BDE1'], /options look like --name value/],
  [
    ['add-proposal', '--bde', 'A', '--bde', 'B', '--company', 'C', '--status', 'sent'],
    /--bde is given twice/,
  ],
  [
    ['add-proposal', '--bde', 'A', '--company', 'C', '--status', 'sent', '--amount', '5'],
    /does not take --amount/,
  ],
  [['add-proposal', '--bde', 'A', '--company', '   ', '--status', 'sent'], /needs --company/],
  [['add-proposal', '--bde', 'NOPE1', '--company', 'C', '--status', 'sent'], /No BDE has the code "NOPE1"/],
  [['add-proposal', '--bde', 'A', '--company', 'C', '--status', 'open'], /--status must be sent or accepted/],
  [
    ['add-proposal', '--bde', 'A', '--company', 'x'.repeat(201), '--status', 'sent'],
    /at most 200 characters/,
  ],
  [
    ['add-project', '--bde', 'A', '--company', 'C', '--amount', '12.345', '--status', 'Active'],
    /at most two decimals/,
  ],
  [
    ['add-project', '--bde', 'A', '--company', 'C', '--amount', '-5', '--status', 'Active'],
    /at most two decimals/,
  ],
  [
    ['add-project', '--bde', 'A', '--company', 'C', '--amount', '1e5', '--status', 'Active'],
    /at most two decimals/,
  ],
  [['add-project', '--bde', 'A', '--company', 'C', '--amount', '0', '--status', 'Active'], /more than zero/],
  [
    ['add-project', '--bde', 'A', '--company', 'C', '--amount', '5000000000000', '--status', 'Active'],
    /at most ₹/,
  ],
  [
    ['add-project', '--bde', 'A', '--company', 'C', '--amount', '5', '--status', 'Paused'],
    /--status must be Active, On Hold or Completed, not "Paused"/,
  ],
  [
    [
      'add-project',
      '--bde',
      'A',
      '--company',
      'C',
      '--amount',
      '5',
      '--status',
      'Active',
      '--date',
      '2024-02-30',
    ],
    /real date/,
  ],
  [
    [
      'add-project',
      '--bde',
      'A',
      '--company',
      'C',
      '--amount',
      '5',
      '--status',
      'Active',
      '--date',
      '2999-01-01',
    ],
    /future/,
  ],
  [['set-project-status', '--id', 'seven', '--status', 'Active'], /--id must be a project number/],
  [['set-project-status', '--id', '999999', '--status', 'Active'], /There is no project #999999/],
  [['list'], /needs --bde/],
])('%j is refused with a clear message and writes nothing', async (argv, message) => {
  await expectRejected(argv, message);
});

test('a valid BDE code is still checked after the other fields', async () => {
  await expectRejected(
    ['add-project', '--bde', bde.bdeCode, '--company', 'C', '--amount', 'ten', '--status', 'Active'],
    /--amount/,
  );
});

test('amounts are parsed without floating point', () => {
  expect(parseAmountPaise('0.1')).toBe(10);
  expect(parseAmountPaise('0.29')).toBe(29);
  expect(parseAmountPaise('2,50,000.07')).toBe(25_000_007);
  expect(parseAmountPaise('1000000000000')).toBe(100_000_000_000_000);
  expect(parseDate('2024-01-31')?.toISOString()).toBe('2024-01-31T06:30:00.000Z');
});

describe('staff reset', () => {
  const context = { publicOrigin: 'http://office.example.in' };

  test('resets any member at once, an admin too (whoever runs it holds the keys), prints and emails the new link', async () => {
    const member = await insertActiveStaff(ctx, { role: 'admin', email: 'reset.me@example.com' });
    const output = await runAdminCommand(
      ctx.database.db,
      ['staff', 'reset', '--email', 'Reset.Me@example.com'],
      context,
    );
    expect(output).toMatch(new RegExp(`^Reset the sign-in of staff member #${member.id}, `));
    const link = /http:\/\/office\.example\.in\/staff\/setup#token=([\w-]{43})\n/.exec(output);
    expect(link).not.toBeNull();
    expect(await setupTokenSentTo(ctx, 'reset.me@example.com')).toBe(link![1]);
    const [row] = await ctx.database.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row).toMatchObject({ passwordHash: null, totpSecret: null });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.reset'), eq(auditLog.targetId, String(member.id))));
    expect(audit).toMatchObject({ staffId: null, ipAddress: 'command line' });
  });

  test('an unknown address or a missing option changes nothing', async () => {
    await expect(
      runAdminCommand(ctx.database.db, ['staff', 'reset', '--email', 'nobody@example.com'], context),
    ).rejects.toThrow(/^--email: No staff member has the address nobody@example\.com\.$/);
    await expect(runAdminCommand(ctx.database.db, ['staff', 'reset'], context)).rejects.toThrow(
      /staff reset needs --email/,
    );
    await expect(runAdminCommand(ctx.database.db, ['staff', 'remove'], context)).rejects.toThrow(
      /staff takes one subcommand/,
    );
  });
});

describe('staff add', () => {
  const context = { publicOrigin: 'http://office.example.in', identityKeys: () => ctx.identity };
  const add = (...options: string[]) =>
    runAdminCommand(ctx.database.db, ['staff', 'add', ...options], context);
  const staffCount = async () => (await ctx.database.db.select().from(staffMembers)).length;

  test('adds a member pending set-up and prints their one-time link, valid 24 hours', async () => {
    const output = await add('--email', 'Meera@Example.com', '--name', 'Meera Rao', '--role', 'admin');
    const link = /http:\/\/office\.example\.in\/staff\/setup#token=([\w-]{43})\n/.exec(output);
    expect(output).toMatch(/^Added staff member #(\d+): Meera Rao <Meera@example\.com>, admin\.\n/);
    expect(output).toContain('valid for 24 hours');
    expect(link).not.toBeNull();
    const [row] = await ctx.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.emailKey, 'meera@example.com'));
    expect(row).toMatchObject({ name: 'Meera Rao', role: 'admin', passwordHash: null, totpSecret: null });
    expect(row.setupTokenHash).not.toBe(link![1]);
    // The same link went to the member's own address.
    expect(await setupTokenSentTo(ctx, 'Meera@example.com')).toBe(link![1]);
    // Audited as the command line's doing: no staff member, no address.
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.add'), eq(auditLog.targetId, String(row.id))));
    expect(audit).toMatchObject({ staffId: null, ipAddress: 'command line' });
    expect(JSON.parse(audit.detail!)).toMatchObject({ via: 'command line', role: 'admin' });
  });

  test('adds a recruiter, who works on hiring only', async () => {
    const output = await add('--email', 'rekha@example.com', '--name', 'Rekha Nair', '--role', 'recruiter');
    expect(output).toMatch(/^Added staff member #(\d+): Rekha Nair <rekha@example\.com>, recruiter\.\n/);
    const [row] = await ctx.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.emailKey, 'rekha@example.com'));
    expect(row).toMatchObject({ role: 'recruiter', passwordHash: null });
  });

  test.each([
    [['--email', 'a@example.com', '--name', 'A'], /staff add needs --role/],
    [
      ['--email', 'a@example.com', '--name', 'A', '--role', 'owner'],
      /^--role: Choose admin, staff or recruiter\.$/,
    ],
    [
      ['--email', 'not-an-email', '--name', 'A', '--role', 'staff'],
      /^--email: Please enter a valid email address\.$/,
    ],
    [
      ['--email', 'meera@example.com', '--name', 'A', '--role', 'staff'],
      /^--email: A staff member already has this email address\.$/,
    ],
    [['--email', 'a@example.com', '--name', 'A\u202e', '--role', 'staff'], /^--name: /],
    [
      ['--email', 'a@example.com', '--name', 'A', '--role', 'staff', '--password', 'x'],
      /does not take --password/,
    ],
  ])('%j is refused with the reason and writes nothing', async (options, message) => {
    const before = await staffCount();
    const attempt = add(...options);
    await expect(attempt).rejects.toBeInstanceOf(AdminInputError);
    await expect(attempt).rejects.toThrow(message);
    expect(await staffCount()).toBe(before);
  });

  test('staff takes only the add subcommand', async () => {
    await expect(runAdminCommand(ctx.database.db, ['staff', 'list'])).rejects.toThrow(
      /staff takes one subcommand/,
    );
    expect(await runAdminCommand(ctx.database.db, ['help'])).toContain(
      'staff add          --email <address>',
    );
  });
});
