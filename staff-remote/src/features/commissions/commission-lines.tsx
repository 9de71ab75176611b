import { formatPaise } from 'shared/format/inr';
import { useState } from 'react';
import { COMMISSION_STATUSES, type CommissionStatus } from 'shared/contract/earnings';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { Pager } from '../../ui/lists/pager';
import type { KeysetList } from '../../ui/lists/use-keyset-list';
import { CommissionTable } from './commission-table';
import { useCommissionActionMutation, useCommissionsQuery } from './commissions-api';
import { ReasonDialog, type ReasonAction } from './reason-dialog';
import { LoadFailure, Loading } from '../../ui/load-states';

/** What can be done to a line in each status: pending and held lines are still to be decided. */
const ACTIONS: Record<CommissionStatus, ReadonlyArray<'approve' | ReasonAction>> = {
  pending: ['approve', 'hold', 'decline'],
  held: ['approve', 'decline'],
  approved: [],
  declined: [],
  paid: [],
};

const PAST = { approve: 'approved', hold: 'held', decline: 'declined' } as const;

export const statusOf = (value: string): CommissionStatus =>
  COMMISSION_STATUSES.find((status) => status === value) ?? 'pending';

const linesWord = (count: number) => (count === 1 ? '1 line' : `${count} lines`);

/** What the API changed, said: fewer than asked means someone else acted on the others first. */
function changedText(action: keyof typeof PAST, asked: number, changed: number): string {
  if (changed === asked) return `${linesWord(changed)} ${PAST[action]}.`;
  return `${changed} of ${linesWord(asked)} ${PAST[action]}; the others had already been changed by someone else.`;
}

interface CommissionLinesProps {
  list: KeysetList<'status' | 'bdeCode'>;
  status: CommissionStatus;
  args: Record<string, string>;
}

/** One page of lines in one status: choose some and approve, hold or decline them; then the next page. */
export function CommissionLines({ list, status, args }: CommissionLinesProps) {
  const dispatch = useAppDispatch();
  const result = useCommissionsQuery(args);
  const [act, acting] = useCommissionActionMutation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<'approve' | ReasonAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = ACTIONS[status];
  const lines = result.data?.items ?? [];
  const chosen = lines.filter((line) => selected.has(line.id));
  const allChosen = lines.length > 0 && chosen.length === lines.length;

  function toggle(lineId: number) {
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(lineId)) next.add(lineId);
      return next;
    });
  }

  function done(action: 'approve' | ReasonAction, changed: number[]) {
    setSelected(new Set());
    setAsking(null);
    dispatch(notify('success', changedText(action, chosen.length, changed.length)));
  }

  async function approve() {
    setProblem(null);
    try {
      const { changed } = await act({ action: 'approve', lineIds: chosen.map((line) => line.id) }).unwrap();
      done('approve', changed);
    } catch (error) {
      const body = errorBody(error);
      setProblem(
        isApiErrorBody(body) && (errorStatus(error) ?? 500) < 500
          ? body.title
          : 'Nothing was approved. Check your connection and try again.',
      );
    }
  }

  if (result.isLoading) {
    return <Loading what="commission lines" />;
  }
  if (result.isError && !result.isFetching) {
    return <LoadFailure what="commission lines" onRetry={result.refetch} />;
  }

  const total = chosen.reduce((sum, line) => sum + line.amountPaise, 0);
  return (
    <>
      {actions.length > 0 && lines.length > 0 && (
        <div className="earnings-bar" role="group" aria-label="Chosen lines">
          <label className="earnings-check">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() => setSelected(allChosen ? new Set() : new Set(lines.map((line) => line.id)))}
            />
            Select all {linesWord(lines.length)} on this page
          </label>
          <p aria-live="polite">
            {chosen.length === 0
              ? 'None chosen.'
              : `${linesWord(chosen.length)} chosen, ${formatPaise(total)}.`}
          </p>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'approve' ? 'staff-button' : 'staff-button staff-button--quiet'}
              disabled={chosen.length === 0}
              onClick={() => {
                setProblem(null);
                setAsking(action);
              }}
            >
              {action === 'approve' ? 'Approve' : action === 'hold' ? 'Hold…' : 'Decline…'}
            </button>
          ))}
        </div>
      )}
      <CommissionTable
        lines={lines}
        selected={actions.length > 0 ? selected : null}
        onToggle={toggle}
        busy={result.isFetching}
        empty={
          list.filters.bdeCode
            ? `${list.filters.bdeCode} has no ${status} lines.`
            : `No ${status} commission lines.`
        }
      />
      <Pager list={list} next={result.data?.next} label="Commission line pages" busy={result.isFetching} />
      {asking === 'approve' && (
        <ConfirmDialog
          title={`Approve ${linesWord(chosen.length)} (${formatPaise(total)})?`}
          description="Approved lines go into the next payout and cannot be held or declined after. Each BDE is told."
          confirmLabel="Approve"
          busyLabel="Approving…"
          busy={acting.isLoading}
          problem={problem}
          onConfirm={() => void approve()}
          onCancel={() => setAsking(null)}
        />
      )}
      {(asking === 'hold' || asking === 'decline') && (
        <ReasonDialog
          action={asking}
          lines={chosen}
          onClose={(changed) => (changed ? done(asking, changed) : setAsking(null))}
        />
      )}
    </>
  );
}
