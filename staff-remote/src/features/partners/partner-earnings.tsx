import type { EarningsFigures } from 'shared/contract/bde-earnings-responses';
import { formatMonth } from 'shared/format/month';
import { useId } from 'react';
import { financialYearLabel } from 'shared/contract/earnings';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { Money } from '../../ui/earnings/money';
import { PartnerSection } from './partner-fields';
import { usePartnerEarningsQuery, type PartnerEarningsFigures } from './partner-earnings-api';
import '../../ui/earnings/earnings.css';
import { LoadFailure, Loading } from '../../ui/load-states';

const ROWS: Array<[label: string, key: keyof EarningsFigures]> = [
  ['Pending', 'pendingPaise'],
  ['Approved', 'approvedPaise'],
  ['Held', 'heldPaise'],
  ['Declined', 'declinedPaise'],
  ['Paid (gross)', 'paidPaise'],
  ['TDS deducted', 'tdsPaise'],
  ['Net paid', 'netPaidPaise'],
];

function Figures({ title, figures }: { title: string; figures: EarningsFigures }) {
  const id = useId();
  return (
    <div className="partner-earnings__period">
      <h3 id={id}>{title}</h3>
      <dl className="earnings-figures" aria-labelledby={id}>
        {ROWS.map(([label, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Money paise={figures[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function AllFigures({ earnings }: { earnings: PartnerEarningsFigures }) {
  return (
    <div className="partner-earnings">
      <Figures title={formatMonth(earnings.month)} figures={earnings.thisMonth} />
      <Figures
        title={`Financial year ${financialYearLabel(earnings.financialYear)}`}
        figures={earnings.thisYear}
      />
    </div>
  );
}

/** The partner's earnings as they see them: this month and this financial year, and their lines. */
export function PartnerEarnings({ bdeCode }: { bdeCode: string }) {
  const result = usePartnerEarningsQuery(bdeCode);
  let content;
  if (result.data) content = <AllFigures earnings={result.data} />;
  else if (result.isError) {
    content = <LoadFailure what="the earnings" onRetry={result.refetch} />;
  } else {
    content = <Loading what="the earnings" />;
  }
  return (
    <PartnerSection id="partner-earnings" title="Earnings">
      {content}
      <p>
        <Link to={staffScreen.commissions(bdeCode)}>Their commission lines</Link>
      </p>
    </PartnerSection>
  );
}
