import { useState } from 'react';
import { errorBody } from 'shared/api/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { StaffMemberItem } from 'shared/contract/staff-account-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { useResetStaffMemberMutation, useSetStaffMemberDisabledMutation } from './staff-members-api';

type ActionKind = 'disable' | 'enable' | 'reset';

interface Pending {
  kind: ActionKind;
  member: StaffMemberItem;
  /** The button that opened the dialog: focus goes back to it. */
  opener: HTMLElement | null;
}

const WORDING: Record<ActionKind, { title: (name: string) => string; description: string; confirm: string }> =
  {
    disable: {
      title: (name) => `Disable ${name}?`,
      description:
        'They are signed out at once and cannot sign in until an admin enables them again. Their work and notes stay.',
      confirm: 'Disable',
    },
    enable: {
      title: (name) => `Enable ${name}?`,
      description: 'They can sign in again with their password and authenticator app.',
      confirm: 'Enable',
    },
    reset: {
      title: (name) => `Reset ${name}'s sign-in?`,
      description:
        'Their password, authenticator and recovery codes stop working and they are signed out at once. You get a new set-up link to send them.',
      confirm: 'Reset sign-in',
    },
  };

const failure = (error: unknown) => {
  const body = errorBody(error);
  return isApiErrorBody(body) ? body.title : 'That did not work. Check your connection and try again.';
};

/**
 * Disable, Enable and "Reset sign-in" for a row, each behind a confirmation; a reset hands its new
 * set-up link to `onReset`.
 */
export function useMemberActions(onReset: (member: StaffMemberItem, link: string) => void) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [setDisabled, disabling] = useSetStaffMemberDisabledMutation();
  const [reset, resetting] = useResetStaffMemberMutation();

  function close(restoreFocus = true) {
    const opener = pending?.opener;
    setPending(null);
    setProblem(null);
    if (restoreFocus) opener?.focus();
  }

  async function confirm() {
    if (!pending) return;
    const { kind, member } = pending;
    try {
      if (kind === 'reset') {
        const { setupLink } = await reset(member.id).unwrap();
        close(false);
        onReset(member, setupLink);
        return;
      }
      await setDisabled({ staffId: member.id, disabled: kind === 'disable' }).unwrap();
      dispatch(
        notify(
          'success',
          kind === 'disable'
            ? `${member.name} is disabled and was signed out.`
            : `${member.name} can sign in again.`,
        ),
      );
      close();
    } catch (error) {
      setProblem(failure(error));
    }
  }

  function buttons(member: StaffMemberItem) {
    const open = (kind: ActionKind) => (event: { currentTarget: HTMLElement }) =>
      setPending({ kind, member, opener: event.currentTarget });
    const disabled = member.state === 'disabled';
    return (
      <span className="members-actions">
        <button
          type="button"
          className="staff-button staff-button--quiet"
          onClick={open(disabled ? 'enable' : 'disable')}
        >
          {disabled ? 'Enable' : 'Disable'}
          <span className="visually-hidden"> {member.name}</span>
        </button>
        <button type="button" className="staff-button staff-button--quiet" onClick={open('reset')}>
          Reset sign-in<span className="visually-hidden"> of {member.name}</span>
        </button>
      </span>
    );
  }

  const wording = pending && WORDING[pending.kind];
  const dialog =
    pending && wording ? (
      <ConfirmDialog
        danger
        title={wording.title(pending.member.name)}
        description={wording.description}
        confirmLabel={wording.confirm}
        busyLabel="Working…"
        busy={disabling.isLoading || resetting.isLoading}
        problem={problem}
        onConfirm={() => void confirm()}
        onCancel={() => close()}
      />
    ) : null;

  return { buttons, dialog };
}
