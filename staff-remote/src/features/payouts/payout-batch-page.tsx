import { formatMonth } from 'shared/format/month';
import { errorStatus } from 'shared/forms/call-errors';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { PayoutBatchResponse, PayoutRow } from 'shared/contract/staff-earnings-responses';
import { formatDateIn } from 'shared/format/date';
import { Link, useParams } from 'shared/routing/router';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { percentLabel } from '../../ui/earnings/commission-labels';
import { EarningsTable } from '../../ui/earnings/earnings-table';
import { Money } from '../../ui/earnings/money';
import { StatusBadge } from '../../ui/lists/status-badge';
import { PartnerFields } from '../partners/partner-fields';
import { usePayoutBatchQuery } from './payouts-api';
import { UtrForm } from './utr-form';
import '../partners/partners.css';
import '../../ui/earnings/earnings.css';
import { LoadFailure, Loading } from '../../ui/load-states';

const PAYOUT_STATUS_LABELS = { 'awaiting transfer': 'Awaiting transfer', paid: 'Paid' } as const;

/** Why the TDS is what it is: a row within the year's threshold names its rule but deducts nothing. */
function tdsNote(row: PayoutRow): string {
  if (row.tdsPaise === 0) return 'None: within the year’s threshold';
  const rate = percentLabel(row.tdsBasisPoints);
  return row.tdsSection ? `Section ${row.tdsSection} at ${rate}` : `At ${rate}`;
}

function PartnerCell({ partner }: { partner: PayoutRow['partner'] }) {
  return (
    <Link to={staffScreen.partner(partner.bdeCode)}>
      <span className="earnings-stack">
        <span>{partner.fullName}</span>
        <span className="earnings-muted earnings-code">{partner.bdeCode}</span>
      </span>
    </Link>
  );
}

function RowsTable({ batchId, rows }: { batchId: number; rows: PayoutRow[] }) {
  return (
    <EarningsTable
      label="Transfers"
      headers={['BDE', 'Gross', 'TDS', 'Net', 'Bank account', 'Status', 'UTR']}
      amounts={['Gross', 'TDS', 'Net']}
      empty={rows.length === 0 && 'No BDE had approved commission to pay.'}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" data-label="BDE">
            <PartnerCell partner={row.partner} />
          </th>
          <td className="staff-table__number" data-label="Gross">
            <span className="earnings-stack">
              <Money paise={row.grossPaise} />
              <span className="earnings-muted">
                {row.lineCount === 1 ? '1 line' : `${row.lineCount} lines`}
              </span>
            </span>
          </td>
          <td className="staff-table__number" data-label="TDS">
            <span className="earnings-stack">
              <Money paise={row.tdsPaise} />
              <span className="earnings-muted">{tdsNote(row)}</span>
            </span>
          </td>
          <td className="staff-table__number" data-label="Net">
            <Money paise={row.netPaise} />
          </td>
          <td data-label="Bank account">
            <span className="earnings-stack">
              <span>{row.accountHolder}</span>
              <span className="partner-number earnings-code">{row.accountMasked}</span>
              <span className="earnings-code">IFSC {row.ifsc}</span>
            </span>
          </td>
          <td data-label="Status">
            <StatusBadge status={row.status} label={PAYOUT_STATUS_LABELS[row.status]} />
            {row.paidAt && (
              <span className="earnings-muted">
                {' '}
                on <time dateTime={row.paidAt}>{formatDateIn(row.paidAt)}</time>
              </span>
            )}
          </td>
          <td data-label="UTR">
            {row.utr ? (
              <span className="partner-number earnings-code">{row.utr}</span>
            ) : (
              <UtrForm batchId={batchId} row={row} />
            )}
          </td>
        </tr>
      ))}
    </EarningsTable>
  );
}

function Waiting({ waiting }: { waiting: PayoutBatchResponse['waiting'] }) {
  return (
    <section className="earnings-section" aria-labelledby="payout-waiting">
      <h2 id="payout-waiting">Left out of this batch</h2>
      {waiting.length === 0 ? (
        <p>Every BDE with approved commission is in this batch.</p>
      ) : (
        <ul className="payout-waiting">
          {waiting.map((entry) => (
            <li key={entry.partner.bdeCode}>
              <PartnerCell partner={entry.partner} />
              <span>
                <Money paise={entry.approvedPaise} /> approved: {entry.why}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Batch({ data }: { data: PayoutBatchResponse }) {
  const { batch } = data;
  return (
    <>
      <div className="earnings-heading">
        <h1>Payout for {formatMonth(batch.month)}</h1>
        <a
          className="staff-button"
          href={STAFF_EARNINGS_PATHS.payoutBankFile({ batchId: batch.id })}
          download
        >
          Download bank file
        </a>
      </div>
      <PartnerFields
        fields={[
          ['BDEs paid', `${batch.paidCount} of ${batch.rowCount}`],
          ['Gross', <Money key="gross" paise={batch.grossPaise} />],
          ['TDS deducted', <Money key="tds" paise={batch.tdsPaise} />],
          ['Net to transfer', <Money key="net" paise={batch.netPaise} />],
          ['Created', `${formatDateIn(batch.createdAt)} by ${batch.createdBy.name}`],
        ]}
      />
      <p className="earnings-intro">
        The bank file has one row per BDE (name, account, IFSC, net amount, reference); each download is
        recorded in the audit log. Once the bank has made a transfer, record its UTR: the BDE’s lines become
        paid and they are told.
      </p>
      <RowsTable batchId={batch.id} rows={data.rows} />
      <Waiting waiting={data.waiting} />
    </>
  );
}

/** /staff/payouts/:batchId: one month's batch, a row per BDE with their transfer's UTR. */
export function PayoutBatchPage() {
  const { batchId = '' } = useParams();
  const id = Number(batchId);
  const valid = /^\d{1,9}$/.test(batchId);
  const result = usePayoutBatchQuery(id, { skip: !valid });
  let content;
  if (!valid || errorStatus(result.error) === 404) {
    content = (
      <>
        <h1>Payout not found</h1>
        <p role="alert">There is no payout batch {batchId}. It may have been typed wrong.</p>
      </>
    );
  } else if (result.currentData) {
    content = <Batch data={result.currentData} />;
  } else if (result.isError) {
    content = (
      <>
        <h1>Payout</h1>
        <LoadFailure what="the payout" onRetry={result.refetch} />
      </>
    );
  } else {
    content = (
      <>
        <h1>Payout</h1>
        <Loading what="the payout" />
      </>
    );
  }
  return (
    <div className="staff-page">
      <p className="earnings-back">
        <Link to={STAFF_SCREENS.payouts}>All payouts</Link>
      </p>
      {content}
    </div>
  );
}
