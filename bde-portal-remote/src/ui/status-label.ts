import type { LeadStatus } from 'shared/contract/staff';
import type { ProposalStatus } from 'shared/contract/business';
import type { CommissionStatus, PayoutStatus } from 'shared/contract/earnings';

type ShownStatus = LeadStatus | ProposalStatus | CommissionStatus | PayoutStatus;

/** Each status the portal shows, written for people; each is also the key of its translation. */
const STATUS_LABELS: Record<ShownStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'proposal sent': 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
  sent: 'Sent',
  accepted: 'Accepted',
  pending: 'Pending',
  approved: 'Approved',
  held: 'Held',
  declined: 'Declined',
  paid: 'Paid',
  'awaiting transfer': 'Awaiting transfer',
};

/** "proposal sent" -> "Proposal sent": statuses as the API spells them, written for people. */
export const statusLabel = (status: string) =>
  Object.hasOwn(STATUS_LABELS, status)
    ? STATUS_LABELS[status as ShownStatus]
    : status.charAt(0).toUpperCase() + status.slice(1);
