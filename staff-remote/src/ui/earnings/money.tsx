import { formatPaise } from 'shared/format/inr';

/**
 * An amount of the ledger. A negative one (a reversal, what it takes back) is marked in words as well
 * as colour, so it reads as taken back wherever it is shown.
 */
export function Money({ paise }: { paise: number }) {
  if (paise >= 0) return <span className="earnings-money">{formatPaise(paise)}</span>;
  return (
    <span className="earnings-money earnings-money--negative">
      {formatPaise(paise)} <span className="earnings-money__tag">reversal</span>
    </span>
  );
}
