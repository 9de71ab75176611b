import type { EarningsFigures } from 'shared/contract/bde-earnings-responses';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { FigureTiles } from '../../ui/figure-tiles';

/** One period's figures as tiles: what is waiting, what was declined, what was paid. */
export function EarningsFigureTiles({ label, figures }: { label: string; figures: EarningsFigures }) {
  const t = useBdeText();
  const { paise } = useWorkFormat();
  return (
    <FigureTiles
      label={label}
      tiles={[
        { label: t('Pending'), value: paise(figures.pendingPaise) },
        { label: t('Approved'), value: paise(figures.approvedPaise) },
        { label: t('Held'), value: paise(figures.heldPaise) },
        { label: t('Paid (gross)'), value: paise(figures.paidPaise) },
        { label: t('TDS deducted'), value: paise(figures.tdsPaise) },
        { label: t('Net paid'), value: paise(figures.netPaidPaise) },
        { label: t('Declined'), value: paise(figures.declinedPaise) },
      ]}
    />
  );
}
