import { basisPointsToPercentText } from 'shared/contract/commission-plan-schema';
import { DIRECT_LEVEL, type CommissionStatus } from 'shared/contract/earnings';

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11" -> "November 2026" (read as written: a month has no time zone). */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** "2026-11-05" -> "05 Nov 2026", read as written (a day has no time zone either). */
export function dayLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${match[3]} ${name.slice(0, 3)} ${match[1]}` : day;
}
