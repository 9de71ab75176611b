import { useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { useChangeOpeningStateMutation, type OpeningStep } from './openings-api';

const DONE: Record<OpeningStep, string> = {
  publish: 'Published. The opening is on the careers page now.',
  close: 'Closed. The opening has left the careers page.',
  reopen: 'Reopened as a draft. Change it, then publish it again.',
};

/** What the API said was wrong (a 409's or 400's words), else a failure to try again. */
function refusal(error: unknown): string {
  const body = errorBody(error);
  if (!isApiErrorBody(body)) return 'Nothing was changed. Check your connection and try again.';
  const fieldProblems = Object.values(body.errors ?? {}).flat();
  return fieldProblems.length ? `${body.title} ${fieldProblems.join(' ')}` : body.title;
}

interface OpeningActionsProps {
  opening: StaffOpeningResponse;
  /** The form on the page holds changes not yet saved: publishing would publish the saved version. */
  unsaved?: boolean;
}

/**
 * Publish (a draft), Close (a published opening, after a confirmation) or Reopen as a draft (a closed
 * one): the one step its state allows.
 */
export function OpeningActions({ opening, unsaved = false }: OpeningActionsProps) {
  const dispatch = useAppDispatch();
  const [change, { isLoading }] = useChangeOpeningStateMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(step: OpeningStep) {
    setProblem(null);
    try {
      await change({ openingId: opening.id, step }).unwrap();
      setConfirming(false);
      dispatch(notify('success', DONE[step]));
    } catch (error) {
      const words = refusal(error);
      if (step === 'close') setProblem(words);
      else dispatch(notify('error', words));
    }
  }

  if (opening.status === 'draft') {
    return (
      <div className="opening-actions">
        <button
          type="button"
          className="staff-button"
          onClick={() => void run('publish')}
          disabled={isLoading || unsaved}
          aria-describedby={unsaved ? 'opening-unsaved' : undefined}
        >
          {isLoading ? 'Publishing…' : 'Publish'}
        </button>
        {unsaved && (
          <p id="opening-unsaved" className="staff-hint">
            Save your changes first: publishing puts the saved opening on the careers page.
          </p>
        )}
      </div>
    );
  }
  if (opening.status === 'closed') {
    return (
      <div className="opening-actions">
        <button
          type="button"
          className="staff-button"
          onClick={() => void run('reopen')}
          disabled={isLoading}
        >
          {isLoading ? 'Reopening…' : 'Reopen as a draft'}
        </button>
      </div>
    );
  }
  return (
    <div className="opening-actions">
      <button
        type="button"
        className="staff-button staff-button--danger"
        onClick={() => {
          setProblem(null);
          setConfirming(true);
        }}
      >
        Close
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Close “${opening.title}”?`}
          description="It leaves the careers page at once and takes no more applications. Its page will say it has closed. You can reopen it as a draft later."
          confirmLabel="Close the opening"
          busyLabel="Closing…"
          busy={isLoading}
          danger
          problem={problem}
          onConfirm={() => void run('close')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
