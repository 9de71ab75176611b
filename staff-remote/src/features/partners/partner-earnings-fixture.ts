import type { PartnerEarningsFigures } from './partner-earnings-api';

/** A partner's earnings as the staff partner page reads them. */
export const PARTNER_EARNINGS: PartnerEarningsFigures = {
  month: '2026-11',
  financialYear: 2026,
  thisMonth: {
    pendingPaise: 125_005,
    approvedPaise: 0,
    heldPaise: 0,
    declinedPaise: 0,
    paidPaise: 2_500_000,
    tdsPaise: 50_000,
    netPaidPaise: 2_450_000,
  },
  thisYear: {
    pendingPaise: 125_005,
    approvedPaise: 31_251,
    heldPaise: 40_000,
    declinedPaise: 10_000,
    paidPaise: 4_000_000,
    tdsPaise: 80_000,
    netPaidPaise: 3_920_000,
  },
};
