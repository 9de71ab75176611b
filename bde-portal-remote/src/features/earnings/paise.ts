import { formatInr } from 'shared/format/inr';

/** Whole paise as rupees, "₹1,666.67": the API's integers, divided only to be shown. */
export const inrOfPaise = (paise: number) => formatInr(paise / 100);

/** "5%" or "2.5%" from basis points. */
export const percentOfBasisPoints = (basisPoints: number) =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
