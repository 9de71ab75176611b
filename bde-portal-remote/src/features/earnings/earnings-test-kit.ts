// Test answers for the earnings calls: a BDE with nothing yet, and one with a month of activity.
import type {
  BdeEarningsResponse,
  StatementResponse,
  TdsSummaryResponse,
} from 'shared/contract/bde-earnings-responses';

const NONE = {
  pendingPaise: 0,
  approvedPaise: 0,
  heldPaise: 0,
  declinedPaise: 0,
  paidPaise: 0,
  tdsPaise: 0,
  netPaidPaise: 0,
};

export function noEarnings(bdeCode = 'BDE240101'): BdeEarningsResponse {
  return {
    bdeCode,
    fullName: 'Asha Devi Rao',
    today: '2026-03-10',
    registeredMonth: '2025-01',
    month: '2026-03',
    financialYear: 2025,
    financialYearLabel: '2025-26',
    thisMonth: NONE,
    thisYear: NONE,
    owedPaise: 0,
    lines: [],
    moreLines: 0,
    payouts: [],
    overrides: [],
  };
}

export function someEarnings(bdeCode = 'BDE240101'): BdeEarningsResponse {
  const line = (
    id: number,
    amountPaise: number,
    status: BdeEarningsResponse['lines'][number]['status'],
    more = {},
  ) => ({
    id,
    projectId: 7,
    companyName: 'Charminar Foods',
    creditedBdeCode: bdeCode,
    paymentId: id,
    paymentReceivedOn: '2026-03-02',
    level: 0,
    basisPoints: 500,
    amountPaise,
    status,
    reason: null,
    reversalReason: null,
    statusChangedAt: '2026-03-02T06:30:00.000Z',
    createdAt: '2026-03-02T06:30:00.000Z',
    ...more,
  });
  return {
    ...noEarnings(bdeCode),
    thisMonth: {
      pendingPaise: 66_667,
      approvedPaise: 50,
      heldPaise: 1_00_000,
      declinedPaise: 50_000,
      paidPaise: 5_00_000,
      tdsPaise: 10_000,
      netPaidPaise: 4_90_000,
    },
    thisYear: {
      pendingPaise: 91_667,
      approvedPaise: 50,
      heldPaise: 1_00_000,
      declinedPaise: 50_000,
      paidPaise: 5_00_000,
      tdsPaise: 10_000,
      netPaidPaise: 4_90_000,
    },
    owedPaise: 1_91_717,
    lines: [
      line(5, -1_00_000, 'pending', {
        paymentReceivedOn: '2026-03-06',
        reversalReason: 'refund - Client cancelled phase two',
      }),
      line(4, 1_00_000, 'held', { reason: 'Client invoice under dispute' }),
      line(3, 50_000, 'declined', { reason: 'Duplicate payment entry' }),
      line(2, 1_66_667, 'pending', { level: 1, basisPoints: 250, creditedBdeCode: 'BDE240102' }),
    ],
    moreLines: 12,
    payouts: [
      {
        id: 9,
        month: '2026-02',
        payoutOn: '2026-03-01',
        financialYear: 2025,
        grossPaise: 5_00_000,
        tdsPaise: 10_000,
        netPaise: 4_90_000,
        tdsSection: '194H',
        tdsBasisPoints: 200,
        accountMasked: 'XXXXXX4321',
        status: 'paid',
        utr: 'HDFCR52026030512345',
        paidAt: '2026-03-05T05:30:00.000Z',
        lineCount: 3,
      },
    ],
    overrides: [{ level: 1, lineCount: 1, amountPaise: 1_66_667 }],
  };
}

export function someTds(financialYear = 2025): TdsSummaryResponse {
  return {
    financialYear,
    financialYearLabel: `${financialYear}-${String((financialYear + 1) % 100).padStart(2, '0')}`,
    panMasked: 'XXXXXX101A',
    payouts:
      financialYear === 2025
        ? [
            {
              payoutId: 9,
              month: '2026-02',
              payoutOn: '2026-03-01',
              grossPaise: 5_00_000,
              taxedBasePaise: 5_00_000,
              tdsSection: '194H',
              tdsBasisPoints: 200,
              tdsPaise: 10_000,
              netPaise: 4_90_000,
              utr: 'HDFCR52026030512345',
              paidAt: '2026-03-05T05:30:00.000Z',
            },
          ]
        : [],
    grossPaise: financialYear === 2025 ? 5_00_000 : 0,
    taxedBasePaise: financialYear === 2025 ? 5_00_000 : 0,
    tdsPaise: financialYear === 2025 ? 10_000 : 0,
    netPaise: financialYear === 2025 ? 4_90_000 : 0,
  };
}

/** A month's statement: 1,000 owed at the start, 2,500.50 earned, 100 reversed, 250 declined, a payout. */
export function someStatement(month: string, bdeCode = 'BDE240101'): StatementResponse {
  return {
    bdeCode,
    fullName: 'Asha Rao',
    panMasked: 'XXXXXX234F',
    month,
    openingPaise: 1_000_00,
    commissionsPaise: 2_500_50,
    reversalsPaise: -100_00,
    declinedPaise: 250_00,
    tdsPaise: 40_00,
    netPaidPaise: 1_960_00,
    closingPaise: 1_150_50,
    entries: [],
    moreEntries: 0,
  };
}
