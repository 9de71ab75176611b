import type { MessageStatus } from 'shared/contract/staff';

/** Each message status as a person reads it. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: 'New',
  'in progress': 'In progress',
  closed: 'Closed',
};
