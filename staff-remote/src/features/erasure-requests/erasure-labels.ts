import type { ErasureStatus } from 'shared/contract/bde-data';

export const ERASURE_STATUS_LABELS: Record<ErasureStatus, string> = {
  pending: 'Pending',
  done: 'Erased',
  declined: 'Declined',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 document copies, 1 sign-in and 3 emails" */
export function removedSummary(removed: { documents: number; sessions: number; emails: number }): string {
  const parts = [
    count(removed.documents, 'document copy', 'document copies'),
    count(removed.sessions, 'sign-in', 'sign-ins'),
    count(removed.emails, 'email', 'emails'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
