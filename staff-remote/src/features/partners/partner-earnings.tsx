import { financialYearLabel } from 'shared/contract/earnings';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { monthLabel } from '../earnings/commission-labels';
import { Money } from '../earnings/money';
import { PartnerSection } from './partner-fields';
import {
  usePartnerEarningsQuery,
  type EarningsFigures,
  type PartnerEarningsFigures,
} from './partner-earnings-api';

const ROWS: Array<[label: string, key: keyof EarningsFigures]> = [
  ['Pending', 'pendingPaise'],
  ['Approved', 'approvedPaise'],
  ['Paid (gross)', 'paidPaise'],
  ['TDS deducted', 'tdsPaise'],
  ['Net paid', 'netPaise'],
];

function FiguresTable({ earnings }: { earnings: PartnerEarningsFigures }) {
  const month = monthLabel(earnings.month.month);
  const year = `Financial year ${financialYearLabel(earnings.year.financialYear)}`;
  return (
    <div className="staff-table-scroll" role="region" aria-label="Earnings figures" tabIndex={0}>
      <table className="staff-table">
        <caption>Earnings figures</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="staff-table__number">
              {month}
            </th>
            <th scope="col" className="staff-table__number">
              {year}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="staff-table__number">
                <Money paise={earnings.month[key]} />
              </td>
              <td className="staff-table__number">
                <Money paise={earnings.year[key]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The partner's earnings as they see them: this month and this financial year, and their lines. */
export function PartnerEarnings({ bdeCode }: { bdeCode: string }) {
  const result = usePartnerEarningsQuery(bdeCode);
  let content;
  if (result.data) content = <FiguresTable earnings={result.data} />;
  else if (result.isError) {
    content = (
      <div className="staff-status staff-status--error" role="alert">
        <p>Could not load the earnings. Check your connection and try again.</p>
        <button type="button" className="staff-button" onClick={() => void result.refetch()}>
          Retry
        </button>
      </div>
    );
  } else {
    content = (
      <p className="staff-status" role="status">
        Loading the earnings…
      </p>
    );
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
