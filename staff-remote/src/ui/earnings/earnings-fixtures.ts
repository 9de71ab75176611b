import type {
  CommissionLine,
  CommissionPlan,
  PaymentEntry,
  PayoutBatchResponse,
  PayoutBatchSummary,
  ProjectPaymentsResponse,
} from 'shared/contract/staff-earnings-responses';

const ASHA = { bdeCode: 'BDE1001', fullName: 'Asha Devi Rao' };
const IMRAN = { bdeCode: 'BDE1000', fullName: 'Imran Khan' };
const STAFF = { id: 7, name: 'Lakshmi Rao' };

/** A commission line as the API answers it: Asha's direct 10% of a ₹12,500.50 payment, pending. */
export function lineFixture(overrides: Partial<CommissionLine> = {}): CommissionLine {
  return {
    id: 501,
    partner: ASHA,
    paymentId: 41,
    projectId: 7,
    companyName: 'Charminar Foods',
    planId: 2,
    level: 0,
    basisPoints: 1000,
    amountPaise: 125_005,
    status: 'pending',
    reason: null,
    paymentReceivedOn: '2026-11-05',
    payoutId: null,
    createdAt: '2026-11-05T06:30:00.000Z',
    ...overrides,
  };
}

/** The lines of one payment: Asha's direct line, Imran's level-1 override, and a reversal's line. */
export const PENDING_LINES: CommissionLine[] = [
  lineFixture(),
  lineFixture({ id: 502, partner: IMRAN, level: 1, basisPoints: 250, amountPaise: 31_251 }),
  lineFixture({ id: 503, paymentId: 44, amountPaise: -50_000 }),
];

export const PLAN: CommissionPlan = {
  id: 2,
  effectiveFrom: '2026-10-01',
  directBasisPoints: 1000,
  overrideBasisPoints: [200, 100],
  note: 'Board decision of 20 Sep 2026',
  createdBy: { id: 1, name: 'Arjun Mehta' },
  createdAt: '2026-08-28T05:00:00.000Z',
};

export const FIRST_PLAN: CommissionPlan = {
  ...PLAN,
  id: 1,
  effectiveFrom: '2024-04-01',
  directBasisPoints: 800,
  overrideBasisPoints: [],
  note: 'Launch plan',
  createdAt: '2024-03-20T05:00:00.000Z',
};

export const BATCH: PayoutBatchSummary = {
  id: 3,
  month: '2026-10',
  rowCount: 2,
  paidCount: 1,
  grossPaise: 3_000_000,
  tdsPaise: 50_000,
  netPaise: 2_950_000,
  createdBy: STAFF,
  createdAt: '2026-11-02T05:00:00.000Z',
};

export const BATCH_PAGE: PayoutBatchResponse = {
  batch: BATCH,
  rows: [
    {
      id: 31,
      partner: ASHA,
      grossPaise: 2_500_000,
      tdsPaise: 50_000,
      netPaise: 2_450_000,
      tdsSection: '194H',
      tdsBasisPoints: 200,
      accountHolder: 'Asha Devi Rao',
      accountMasked: 'XXXXXX4321',
      ifsc: 'HDFC0001234',
      status: 'awaiting transfer',
      utr: null,
      paidAt: null,
      lineCount: 3,
    },
    {
      id: 32,
      partner: IMRAN,
      grossPaise: 500_000,
      tdsPaise: 0,
      netPaise: 500_000,
      tdsSection: '194H',
      tdsBasisPoints: 200,
      accountHolder: 'Imran Khan',
      accountMasked: 'XXXXXX9876',
      ifsc: 'SBIN0005678',
      status: 'paid',
      utr: 'HDFCN52026110212',
      paidAt: '2026-11-03T05:00:00.000Z',
      lineCount: 1,
    },
  ],
  waiting: [
    {
      partner: { bdeCode: 'BDE1002', fullName: 'Bala Krishna' },
      approvedPaise: 75_000,
      why: 'No bank details yet.',
    },
  ],
};

const entry = (overrides: Partial<PaymentEntry>): PaymentEntry => ({
  id: 41,
  projectId: 7,
  amountPaise: 1_250_050,
  receivedOn: '2026-11-05',
  mode: 'bank transfer',
  bankReference: 'HDFCR52026110500',
  reversalOf: null,
  reversalKind: null,
  reason: null,
  recordedBy: STAFF,
  createdAt: '2026-11-05T06:30:00.000Z',
  ...overrides,
});

/** Two payments, the first partly refunded. */
export const PROJECT_PAYMENTS: ProjectPaymentsResponse = {
  projectId: 7,
  companyName: 'Charminar Foods',
  partner: ASHA,
  entries: [
    entry({}),
    entry({
      id: 42,
      amountPaise: 500_000,
      receivedOn: '2026-11-10',
      mode: 'cheque',
      bankReference: '000123',
    }),
    entry({
      id: 44,
      amountPaise: -500_000,
      receivedOn: '2026-11-12',
      mode: null,
      bankReference: null,
      reversalOf: 41,
      reversalKind: 'refund',
      reason: 'Part of the work was dropped.',
    }),
  ],
  receivedPaise: 1_250_050,
};
