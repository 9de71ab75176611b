import type { OutboxStatus } from 'shared/contract/staff';

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
};
