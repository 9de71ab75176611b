import type { BdeEarningsResponse, StatementResponse } from 'shared/contract/bde-earnings-responses';
import { BDE_EARNINGS_PATHS, STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { COMPANY } from 'shared/content/company';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { EarningsSeed, india } from './earnings-test-seed';
import { pdfText } from './pdf-text';
import { statementOf } from './statement-service';
import { STATEMENT_FIGURES } from 'shared/contract/statement-figures';
import { formatPaise } from 'shared/format/inr';

jest.setTimeout(60_000);

/** Now, for every test: 10 March 2026, 10:00 in India. */
const NOW = india('2026-03-10T10:00:00').getTime();

let ctx: TestContext;
let asha: Awaited<ReturnType<typeof insertExecutive>>;
let ravi: Awaited<ReturnType<typeof insertExecutive>>;
let as: { asha: TestAgent; ravi: TestAgent; office: TestAgent };

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  const { db } = ctx.database;
  ravi = await insertExecutive(ctx, { firstName: 'Ravi', createdAt: india('2024-06-01T09:00:00') });
  asha = await insertExecutive(ctx, {
    firstName: 'Asha',
    lastName: 'Rao',
    referredById: ravi.id,
    createdAt: india('2025-01-01T00:00:00'),
  });
  const staff = await insertStaff(ctx, { role: 'staff' });
  const seed = new EarningsSeed(db, staff.id);
  const plan = await seed.plan('2024-04-01', 500, [200, 100]);
  const project = await seed.project(asha.id, 'Charminar Foods');
  const direct = (payment: { id: number; amountPaise: number }, createdAt: Date, more = {}) =>
    seed.line({ executiveId: asha.id, payment, planId: plan.id, basisPoints: 500, createdAt, ...more });

  // Last financial year: paid in March 2025, below the threshold (no TDS).
  const p0 = await seed.payment(project.id, 10_000_00, '2025-03-20');
  const old = await direct(p0, india('2025-03-20T12:00:00'), { status: 'approved' });
  await seed.payout({
    month: '2025-03',
    executiveId: asha.id,
    lineIds: [old.id],
    payoutOn: '2025-03-25',
    financialYear: 2024,
    tdsPaise: 0,
    tdsBasisPoints: 0,
    tdsSection: null,
    paidAt: india('2025-03-28T15:00:00'),
  });
  // December: still pending.
  const p6 = await seed.payment(project.id, 5_000_00, '2025-12-10');
  await direct(p6, india('2025-12-10T12:00:00'));
  // January, declined in March.
  const p4 = await seed.payment(project.id, 10_000_00, '2026-01-15');
  await direct(p4, india('2026-01-15T12:00:00'), {
    status: 'declined',
    reason: 'Duplicate payment entry',
    statusChangedAt: india('2026-03-04T16:00:00'),
  });
  // February: approved, paid by the February batch on 5 March with 2% TDS; Ravi's override pending.
  const p1 = await seed.payment(project.id, 1_00_000_00, '2026-02-10');
  const paid = await direct(p1, india('2026-02-10T12:00:00'), { status: 'approved' });
  await seed.line({
    executiveId: ravi.id,
    payment: p1,
    planId: plan.id,
    level: 1,
    basisPoints: 200,
    createdAt: india('2026-02-10T12:00:00'),
  });
  await seed.payout({
    month: '2026-02',
    executiveId: asha.id,
    lineIds: [paid.id],
    payoutOn: '2026-03-01',
    financialYear: 2025,
    tdsPaise: 10_000_00 / 100,
    tdsBasisPoints: 200,
    utr: 'HDFCR52026030512345',
    paidAt: india('2026-03-05T11:00:00'),
  });
  // The first instant of March in India (still February in UTC): approved, 5% of ₹9.99 is 50 paise.
  const p5 = await seed.payment(project.id, 999, '2026-03-01');
  await direct(p5, india('2026-03-01T00:00:00'), { status: 'approved' });
  // March: 5% of ₹33,333.33 is ₹1,666.6665, half-up to ₹1,666.67; one held; a reversal of February's.
  const p2 = await seed.payment(project.id, 33_333_33, '2026-03-02');
  await direct(p2, india('2026-03-02T12:00:00'));
  const p3 = await seed.payment(project.id, 20_000_00, '2026-03-03');
  await direct(p3, india('2026-03-03T12:00:00'), {
    status: 'held',
    reason: 'Client invoice under dispute',
  });
  const r1 = await seed.payment(project.id, -20_000_00, '2026-03-06', p1.id);
  await direct(r1, india('2026-03-06T12:00:00'));

  as = {
    asha: await signedInAgent(ctx, 'bde', asha.id),
    ravi: await signedInAgent(ctx, 'bde', ravi.id),
    office: await signedInAgent(ctx, 'staff', staff.id),
  };
});
afterAll(() => ctx.close());

const statementUrl = (code: string, query: string) => `${BDE_EARNINGS_PATHS.statement(code)}&${query}`;

describe('Earnings', () => {
  test('this month and this financial year, to the paisa, in India time', async () => {
    const response = await as.asha.get(BDE_EARNINGS_PATHS.earnings(asha.bdeCode));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<BdeEarningsResponse>();
    expect(body).toMatchObject({
      bdeCode: asha.bdeCode,
      fullName: 'Asha Rao',
      today: '2026-03-10',
      registeredMonth: '2025-01',
      month: '2026-03',
      financialYear: 2025,
      financialYearLabel: '2025-26',
    });
    expect(body.thisMonth).toEqual({
      pendingPaise: 1_666_67 - 1_000_00,
      approvedPaise: 50,
      heldPaise: 1_000_00,
      declinedPaise: 500_00,
      paidPaise: 5_000_00,
      tdsPaise: 100_00,
      netPaidPaise: 4_900_00,
    });
    expect(body.thisYear).toEqual({ ...body.thisMonth, pendingPaise: 1_666_67 - 1_000_00 + 250_00 });
    expect(body.owedPaise).toBe(1_666_67 - 1_000_00 + 250_00 + 50 + 1_000_00);
  });

  test('lines newest first with project, level, percentage, status and reason; negative reversals', async () => {
    const { lines, moreLines } = (await as.asha.get(BDE_EARNINGS_PATHS.earnings(asha.bdeCode))).json();
    expect(moreLines).toBe(0);
    expect(
      lines.map((line: BdeEarningsResponse['lines'][number]) => [line.amountPaise, line.status, line.reason]),
    ).toEqual([
      [-1_000_00, 'pending', null],
      [1_000_00, 'held', 'Client invoice under dispute'],
      [1_666_67, 'pending', null],
      [50, 'approved', null],
      [5_000_00, 'paid', null],
      [500_00, 'declined', 'Duplicate payment entry'],
      [250_00, 'pending', null],
      [500_00, 'paid', null],
    ]);
    expect(lines[0]).toMatchObject({
      companyName: 'Charminar Foods',
      creditedBdeCode: asha.bdeCode,
      level: 0,
      basisPoints: 500,
      paymentReceivedOn: '2026-03-06',
    });
  });

  test('payouts with UTR, gross, TDS and net; overrides by level for the referrer', async () => {
    const body = (await as.asha.get(BDE_EARNINGS_PATHS.earnings(asha.bdeCode))).json<BdeEarningsResponse>();
    expect(body.payouts).toEqual([
      expect.objectContaining({
        month: '2026-02',
        grossPaise: 5_000_00,
        tdsPaise: 100_00,
        netPaise: 4_900_00,
        utr: 'HDFCR52026030512345',
        status: 'paid',
        paidAt: india('2026-03-05T11:00:00').toISOString(),
        accountMasked: 'XXXXXX4321',
        lineCount: 1,
      }),
      expect.objectContaining({ month: '2025-03', grossPaise: 500_00, tdsPaise: 0, financialYear: 2024 }),
    ]);
    expect(body.overrides).toEqual([]);
    const referrer = (
      await as.ravi.get(BDE_EARNINGS_PATHS.earnings(ravi.bdeCode))
    ).json<BdeEarningsResponse>();
    expect(referrer.overrides).toEqual([{ level: 1, lineCount: 1, amountPaise: 2_000_00 }]);
    expect(referrer.lines).toEqual([
      expect.objectContaining({
        level: 1,
        basisPoints: 200,
        creditedBdeCode: asha.bdeCode,
        amountPaise: 2_000_00,
      }),
    ]);
  });

  test("another BDE's code is refused, and staff see the very same answer", async () => {
    expect((await as.ravi.get(BDE_EARNINGS_PATHS.earnings(asha.bdeCode))).statusCode).toBe(403);
    const own = (await as.asha.get(BDE_EARNINGS_PATHS.earnings(asha.bdeCode))).json();
    const staff = await as.office.get(STAFF_EARNINGS_PATHS.partnerEarnings({ bdeCode: asha.bdeCode }));
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual(own);
    expect(
      (await as.office.get(STAFF_EARNINGS_PATHS.partnerEarnings({ bdeCode: 'BDE0000' }))).statusCode,
    ).toBe(404);
  });
});

describe('Statement', () => {
  const march = async () =>
    (await as.asha.get(statementUrl(asha.bdeCode, 'month=2026-03'))).json<StatementResponse>();

  test('a statement cut to its first entries lists the whole one’s first entries and counts the rest', async () => {
    const { db } = ctx.database;
    const whole = (await statementOf(db, asha.id, '2026-03', { entryLimit: Number.MAX_SAFE_INTEGER }))!;
    const kinds = new Set(whole.statement.entries.map((entry) => entry.kind));
    expect(kinds).toEqual(new Set(['commission', 'reversal', 'declined', 'tds', 'payout']));
    for (let limit = 1; limit < whole.statement.entries.length; limit += 1) {
      const cut = (await statementOf(db, asha.id, '2026-03', { entryLimit: limit }))!;
      expect(cut.statement.entries).toEqual(whole.statement.entries.slice(0, limit));
      expect(cut.statement.moreEntries).toBe(whole.statement.entries.length - limit);
    }
  });

  test('opening + commissions + reversals − declined − TDS − net = closing, to the paisa', async () => {
    const s = await march();
    expect(s).toMatchObject({
      month: '2026-03',
      openingPaise: 250_00 + 500_00 + 5_000_00,
      commissionsPaise: 1_666_67 + 1_000_00 + 50,
      reversalsPaise: -1_000_00,
      declinedPaise: 500_00,
      tdsPaise: 100_00,
      netPaidPaise: 4_900_00,
      closingPaise: 1_917_17,
      moreEntries: 0,
    });
    expect(
      s.openingPaise + s.commissionsPaise + s.reversalsPaise - s.declinedPaise - s.tdsPaise - s.netPaidPaise,
    ).toBe(s.closingPaise);
    // The closing balance is what is owed now (nothing has happened since).
    const earnings = (await as.asha.get(BDE_EARNINGS_PATHS.earnings(asha.bdeCode))).json();
    expect(s.closingPaise).toBe(earnings.owedPaise);
    // The entries, oldest first, add up to the change.
    expect(s.entries.map((entry) => [entry.kind, entry.amountPaise])).toEqual([
      ['commission', 50],
      ['commission', 1_666_67],
      ['commission', 1_000_00],
      ['declined', -500_00],
      ['tds', -100_00],
      ['payout', -4_900_00],
      ['reversal', -1_000_00],
    ]);
    expect(s.entries.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(
      s.closingPaise - s.openingPaise,
    );
    expect(s.entries[3].description).toContain('Duplicate payment entry');
    expect(s.entries[5].description).toContain('HDFCR52026030512345');
  });

  test("one month's closing is the next month's opening", async () => {
    const february = (await as.asha.get(statementUrl(asha.bdeCode, 'month=2026-02'))).json();
    expect(february).toMatchObject({
      openingPaise: 750_00,
      commissionsPaise: 5_000_00,
      closingPaise: 5_750_00,
    });
    expect((await march()).openingPaise).toBe(february.closingPaise);
  });

  test('the PDF: A4, a download, never cached, its text the JSON figures as the screen writes them, PAN only masked', async () => {
    const response = await as.asha.get(statementUrl(asha.bdeCode, 'month=2026-03&format=pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${asha.bdeCode}-2026-03.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [page] = await pdfText(response.rawPayload);
    expect(page.size.map(Math.round)).toEqual([595, 842]);
    const { items } = page;
    const text = items.join('\n');
    const s = await march();
    for (const { label, of } of STATEMENT_FIGURES) {
      expect(items[items.indexOf(label) + 1]).toBe(formatPaise(of(s)));
    }
    // Written as the screen writes them, in a font that has the rupee sign.
    expect(items).toEqual(expect.arrayContaining(['₹1,917.17', '₹1,666.67', '−₹1,000']));
    expect(text).not.toMatch(/\bRs\b/);
    expect(response.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular\b/);
    for (const words of [COMPANY.name, 'BDE: Asha Rao', `BDE code: ${asha.bdeCode}`, 'March 2026']) {
      expect(text).toContain(words);
    }
    expect(text).toContain(`PAN: XXXXXX${asha.pan.slice(-4)}`);
    expect(text).not.toContain(asha.pan);
    for (const entry of s.entries) expect(items).toContain(formatPaise(entry.amountPaise));
  });

  test('the CSV: the same figures and entries, a download, cells formula-safe', async () => {
    const response = await as.asha.get(statementUrl(asha.bdeCode, 'month=2026-03&format=csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${asha.bdeCode}-2026-03.csv"`,
    );
    // The byte-order mark first, so a spreadsheet opened by double-click reads UTF-8.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = response.body.split('\r\n');
    expect(rows[0]).toBe('\uFEFFstatement,bde_code,name,pan,month');
    const paiseOf = (decimal: string) => Number(decimal.replace('.', ''));
    const s = await march();
    for (const { label, of } of STATEMENT_FIGURES) {
      const row = rows.find((line) => line.startsWith(`${label},`) || line.startsWith(`"${label}",`));
      expect(paiseOf(row!.split(',').at(-1)!)).toBe(of(s));
    }
    const header = rows.indexOf('date_ist,kind,description,line_id,payout_id,amount_inr');
    const entries = rows.slice(header + 1).filter(Boolean);
    expect(entries).toHaveLength(s.entries.length);
    expect(entries.map((line) => paiseOf(line.split(',').at(-1)!))).toEqual(
      s.entries.map((entry) => entry.amountPaise),
    );
    // A negative amount is a number, not a formula: only text cells are guarded.
    expect(entries[0]).toMatch(/^2026-03-01 00:00,commission,/);
  });

  test.each([
    ['month=2026-04', 'month'],
    ['month=2024-12', 'month'],
    ['month=2026-13', 'month'],
    ['month=March', 'month'],
    ['format=pdf', 'month'],
    ['month=2026-03&format=xls', 'format'],
    ['month=2026-03&month=2026-02', 'month'],
    ['month=2026-03&extra=1', 'extra'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await as.asha.get(statementUrl(asha.bdeCode, query));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  test('the month the BDE registered is allowed; another BDE is refused', async () => {
    const first = await as.asha.get(statementUrl(asha.bdeCode, 'month=2025-01'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ openingPaise: 0, closingPaise: 0, entries: [] });
    expect((await as.ravi.get(statementUrl(asha.bdeCode, 'month=2026-03&format=pdf'))).statusCode).toBe(403);
  });
});

describe('TDS summary', () => {
  const tdsUrl = (code: string, year: string) => `${BDE_EARNINGS_PATHS.tdsSummary(code)}&year=${year}`;

  test('every payout of the financial year with the totals', async () => {
    const response = await as.asha.get(tdsUrl(asha.bdeCode, '2025'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      financialYear: 2025,
      financialYearLabel: '2025-26',
      panMasked: `XXXXXX${asha.pan.slice(-4)}`,
      payouts: [
        {
          payoutId: expect.any(Number),
          month: '2026-02',
          payoutOn: '2026-03-01',
          grossPaise: 5_000_00,
          taxedBasePaise: 5_000_00,
          tdsSection: '194H',
          tdsBasisPoints: 200,
          tdsPaise: 100_00,
          netPaise: 4_900_00,
          utr: 'HDFCR52026030512345',
          paidAt: india('2026-03-05T11:00:00').toISOString(),
        },
      ],
      grossPaise: 5_000_00,
      taxedBasePaise: 5_000_00,
      tdsPaise: 100_00,
      netPaise: 4_900_00,
    });
    const before = (await as.asha.get(tdsUrl(asha.bdeCode, '2024'))).json();
    expect(before.payouts.map((row: { month: string }) => row.month)).toEqual(['2025-03']);
    expect(before.tdsPaise).toBe(0);
  });

  test.each(['2026', '2023', '25', ''])('year=%s is a 400 naming year', async (year) => {
    const response = await as.asha.get(tdsUrl(asha.bdeCode, year));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['year']);
  });

  test("another BDE's code is refused", async () => {
    expect((await as.ravi.get(tdsUrl(asha.bdeCode, '2025'))).statusCode).toBe(403);
  });
});
