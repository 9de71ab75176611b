import { formatPaise } from 'shared/format/inr';

/**
 * Whole paise as rupees, "₹1,666.67", a negative amount "−₹100": written as the lines' reversals, the
 * back office and the notices write them (one minus sign, U+2212, wherever the BDE reads an amount).
 */
export const inrOfPaise = (paise: number) => formatPaise(paise);

/** "5%" or "2.5%" from basis points. */
export const percentOfBasisPoints = (basisPoints: number) =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
