import { useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { RELEASE_REMOTE_LABELS } from 'shared/contract/releases';
import type { RemoteReleaseState } from 'shared/contract/staff-release-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { usePromoteCanaryMutation, useRollBackReleaseMutation } from './remote-releases-api';

type Step = 'promote' | 'rollback';

/** What each step does to this remote, as the dialog asks it. */
function question(step: Step, remote: RemoteReleaseState) {
  const label = RELEASE_REMOTE_LABELS[remote.remote];
  if (step === 'promote') {
    return {
      title: `Promote ${remote.canary} for every visitor of the ${label}?`,
      description: `It becomes the stable release; ${remote.stable} is what a rollback then returns to.`,
      confirm: 'Promote',
      done: `${remote.canary} is the stable release.`,
    };
  }
  return remote.canary
    ? {
        title: `End the canary of the ${label}?`,
        description: `Every visitor gets the stable release ${remote.stable} again.`,
        confirm: 'Roll back',
        done: `The canary ended: everyone gets ${remote.stable}.`,
      }
    : {
        title: `Return the ${label} to ${remote.previousStable}?`,
        description: `Every visitor gets ${remote.previousStable} instead of ${remote.stable}.`,
        confirm: 'Roll back',
        done: `Everyone gets ${remote.previousStable} again.`,
      };
}

/** Promote the canary, or roll back (the canary, or else the last promotion), each after a question. */
export function ReleaseSteps({ remote }: { remote: RemoteReleaseState }) {
  const dispatch = useAppDispatch();
  const [promote, promoting] = usePromoteCanaryMutation();
  const [rollBack, rollingBack] = useRollBackReleaseMutation();
  const [asking, setAsking] = useState<Step | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const canRollBack = Boolean(remote.canary || remote.previousStable);
  if (!remote.canary && !canRollBack) return null;
  const words = asking ? question(asking, remote) : null;

  async function confirm() {
    if (!asking || !words) return;
    setProblem(null);
    try {
      const send = asking === 'promote' ? promote : rollBack;
      await send({ remote: remote.remote, expect: remote.version }).unwrap();
      dispatch(notify('success', words.done));
      setAsking(null);
    } catch (error) {
      const body = errorBody(error);
      setProblem(isApiErrorBody(body) ? body.title : 'Nothing changed. Check your connection and try again.');
    }
  }

  const open = (step: Step) => () => {
    setProblem(null);
    setAsking(step);
  };
  return (
    <div className="releases-steps">
      {remote.canary && (
        <button type="button" className="staff-button" onClick={open('promote')}>
          Promote the canary
        </button>
      )}
      {canRollBack && (
        <button type="button" className="staff-button staff-button--danger" onClick={open('rollback')}>
          Roll back
        </button>
      )}
      {words && (
        <ConfirmDialog
          title={words.title}
          description={words.description}
          confirmLabel={words.confirm}
          busyLabel="Changing…"
          busy={promoting.isLoading || rollingBack.isLoading}
          danger={asking === 'rollback'}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
