import { formatInr } from 'shared/format/inr';

/** Whole paise as rupees, Indian grouping: 1250050 -> "₹12,500.50"; a negative amount with a minus sign. */
export function paiseText(paise: number): string {
  const text = formatInr(Math.abs(paise) / 100);
  return paise < 0 ? `−${text}` : text;
}

/**
 * An amount of the ledger. A negative one (a reversal, what it takes back) is marked in words as well
 * as colour, so it reads as taken back wherever it is shown.
 */
export function Money({ paise }: { paise: number }) {
  if (paise >= 0) return <span className="earnings-money">{paiseText(paise)}</span>;
  return (
    <span className="earnings-money earnings-money--negative">
      {paiseText(paise)} <span className="earnings-money__tag">reversal</span>
    </span>
  );
}
