import type { EarningsFigures } from 'shared/contract/bde-earnings-responses';
import { FigureTiles } from '../../ui/figure-tiles';
import { inrOfPaise } from './paise';

/** One period's figures as tiles: what is waiting, what was declined, what was paid. */
export function EarningsFigureTiles({ label, figures }: { label: string; figures: EarningsFigures }) {
  return (
    <FigureTiles
      label={label}
      tiles={[
        { label: 'Pending', value: inrOfPaise(figures.pendingPaise) },
        { label: 'Approved', value: inrOfPaise(figures.approvedPaise) },
        { label: 'Held', value: inrOfPaise(figures.heldPaise) },
        { label: 'Paid (gross)', value: inrOfPaise(figures.paidPaise) },
        { label: 'TDS deducted', value: inrOfPaise(figures.tdsPaise) },
        { label: 'Net paid', value: inrOfPaise(figures.netPaidPaise) },
        { label: 'Declined', value: inrOfPaise(figures.declinedPaise) },
      ]}
    />
  );
}
