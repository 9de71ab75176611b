import { DIRECT_LEVEL, type CommissionStatus } from 'shared/contract/earnings';
import { basisPointsToPercentText } from 'shared/contract/staff-earnings-schema';

export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  held: 'Held',
  declined: 'Declined',
  paid: 'Paid',
};

/** Level 0 is the BDE credited with the project; level k the k-th referrer above them. */
export const levelLabel = (level: number) => (level === DIRECT_LEVEL ? 'Direct' : `Level ${level} override`);

/** 1000 -> "10%", 250 -> "2.5%". */
export const percentLabel = (basisPoints: number) => `${basisPointsToPercentText(basisPoints)}%`;
