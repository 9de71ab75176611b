import { formatMonth } from 'shared/format/month';
import type { PayoutBatchSummary } from 'shared/contract/staff-earnings-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { Money } from '../../ui/earnings/money';
import { CreateBatchForm } from './create-batch-form';
import { usePayoutBatchesQuery } from './payouts-api';
import '../../ui/earnings/earnings.css';
import { LoadFailure, Loading } from '../../ui/load-states';
import { ScrollingTable } from '../../ui/scrolling-table';

function BatchesTable({ batches }: { batches: PayoutBatchSummary[] }) {
  return (
    <ScrollingTable
      caption="Payout batches"
      label="Payout batches"
      className="staff-table staff-table--list earnings-table"
    >
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col" className="staff-table__number">
            BDEs paid
          </th>
          <th scope="col" className="staff-table__number">
            Gross
          </th>
          <th scope="col" className="staff-table__number">
            TDS
          </th>
          <th scope="col" className="staff-table__number">
            Net
          </th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {batches.length === 0 ? (
          <tr>
            <td colSpan={6} className="staff-table__empty">
              No payouts yet.
            </td>
          </tr>
        ) : (
          batches.map((batch) => (
            <tr key={batch.id}>
              <th scope="row" data-label="Month">
                <Link to={staffScreen.payout(batch.id)}>{formatMonth(batch.month)}</Link>
              </th>
              <td className="staff-table__number" data-label="BDEs paid">
                {batch.paidCount} of {batch.rowCount}
              </td>
              <td className="staff-table__number" data-label="Gross">
                <Money paise={batch.grossPaise} />
              </td>
              <td className="staff-table__number" data-label="TDS">
                <Money paise={batch.tdsPaise} />
              </td>
              <td className="staff-table__number" data-label="Net">
                <Money paise={batch.netPaise} />
              </td>
              <td data-label="Created">
                <time dateTime={batch.createdAt}>{formatDateIn(batch.createdAt)}</time> by{' '}
                {batch.createdBy.name}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}

/** /staff/payouts: the monthly payout batches with their totals, and the month's new one. */
export function PayoutsPage() {
  const result = usePayoutBatchesQuery();
  let content;
  if (result.data) content = <BatchesTable batches={result.data.items} />;
  else if (result.isError) {
    content = <LoadFailure what="the payouts" onRetry={result.refetch} />;
  } else {
    content = <Loading what="the payouts" />;
  }
  return (
    <div className="staff-page">
      <h1>Payouts</h1>
      <p className="earnings-intro">
        Each month’s approved commission, paid by bank transfer: download a batch’s bank file for the bank,
        then record each transfer’s UTR to mark its lines paid.
      </p>
      <CreateBatchForm />
      <section className="earnings-section" aria-labelledby="payout-batches">
        <h2 id="payout-batches">Batches</h2>
        {content}
      </section>
    </div>
  );
}
