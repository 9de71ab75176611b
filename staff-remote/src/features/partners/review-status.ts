import type { ReviewStatus } from 'shared/contract/staff';

/** A registration's review in the words staff read it. */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Awaiting review',
  verified: 'Verified',
  rejected: 'Rejected',
};
