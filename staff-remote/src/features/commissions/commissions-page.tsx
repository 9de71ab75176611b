import { COMMISSION_STATUSES } from 'shared/contract/earnings';
import { COMMISSION_STATUS_LABELS } from '../../ui/earnings/commission-labels';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { CommissionLines, statusOf } from './commission-lines';
import { BdeCodeFilter } from '../../ui/lists/bde-code-filter';
import { LINES_BY_PARTNER } from './lines-by-partner';
import '../../ui/records/inbox.css';
import '../../ui/earnings/earnings.css';

/**
 * /staff/commissions: the commission lines by status (pending first), of every partner or one, a page
 * at a time; pending and held lines are approved (in bulk), held or declined with a reason.
 */
export function CommissionsPage() {
  const list = useKeysetList<'status' | 'bdeCode'>({
    sorts: [],
    defaultSort: '',
    filters: ['status', 'bdeCode'],
  });
  const status = statusOf(list.filters.status);
  // In the list's own order (the API's default, so no sort is sent); the status always said.
  const args: Record<string, string> = { status };
  for (const key of ['bdeCode', 'after', 'limit']) if (list.args[key]) args[key] = list.args[key];
  return (
    <div className="staff-page">
      <h1>Commissions</h1>
      <p className="earnings-intro">
        Each payment recorded on a project earns its BDE a line, and their referrers one per override level.
        Approve the lines to pay in the next payout, or hold or decline them with a reason the BDE reads.
      </p>
      <fieldset className="earnings-tabs">
        <legend>Status</legend>
        {COMMISSION_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            className="staff-button staff-button--quiet"
            aria-pressed={value === status}
            onClick={() => list.setFilter('status', value === 'pending' ? '' : value)}
          >
            {COMMISSION_STATUS_LABELS[value]}
          </button>
        ))}
      </fieldset>
      <BdeCodeFilter
        value={list.filters.bdeCode}
        onChange={(code) => list.setFilter('bdeCode', code)}
        words={LINES_BY_PARTNER}
      />
      {/* A new status, partner or page starts with nothing chosen. */}
      <CommissionLines key={JSON.stringify(args)} list={list} status={status} args={args} />
    </div>
  );
}
