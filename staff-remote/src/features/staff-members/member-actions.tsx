import { useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { StaffMemberItem } from 'shared/contract/staff-account-responses';
import { formatDateIn } from 'shared/format/date';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { useResetStaffMemberMutation, useSetStaffMemberDisabledMutation } from './staff-members-api';

type ActionKind = 'disable' | 'enable' | 'reset' | 'reset admin' | 'confirm reset';

interface Pending {
  kind: ActionKind;
  member: StaffMemberItem;
}

const WORDING: Record<
  ActionKind,
  { title: (member: StaffMemberItem) => string; description: string; confirm: string }
> = {
  disable: {
    title: ({ name }) => `Disable ${name}?`,
    description:
      'They are signed out at once and cannot sign in until an admin enables them again. Their work and notes stay.',
    confirm: 'Disable',
  },
  enable: {
    title: ({ name }) => `Enable ${name}?`,
    description: 'They can sign in again with their password and authenticator app.',
    confirm: 'Enable',
  },
  reset: {
    title: ({ name }) => `Reset ${name}'s sign-in?`,
    description:
      'Their password, authenticator and recovery codes stop working and they are signed out at once. A new set-up link is emailed to their own address.',
    confirm: 'Reset sign-in',
  },
  'reset admin': {
    title: ({ name }) => `Ask to reset ${name}'s sign-in?`,
    description:
      'They are an admin: a second admin must confirm within 24 hours. Until then nothing changes; then their password, authenticator and sessions stop working and a new set-up link is emailed to them.',
    confirm: 'Ask to reset',
  },
  'confirm reset': {
    title: ({ name }) => `Confirm the reset of ${name}'s sign-in?`,
    description:
      'Another admin asked for it. Their password, authenticator and recovery codes stop working and they are signed out at once. A new set-up link is emailed to their own address.',
    confirm: 'Confirm reset',
  },
};

const failure = (error: unknown) => {
  const body = errorBody(error);
  return isApiErrorBody(body) ? body.title : 'That did not work. Check your connection and try again.';
};

/** Which reset a row offers the admin `meId`: a plain one, asking for an admin's, or confirming one. */
function resetKind(member: StaffMemberItem, meId: number | undefined): ActionKind {
  if (member.resetRequest && member.resetRequest.byId !== meId) return 'confirm reset';
  return member.role === 'admin' ? 'reset admin' : 'reset';
}

/**
 * Disable, Enable and "Reset sign-in" for a row, each behind a confirmation; a done reset tells
 * `onReset` where the new link went. An admin's reset takes two admins: the row says who asked.
 */
export function useMemberActions(
  meId: number | undefined,
  onReset: (member: StaffMemberItem, emailedTo: string) => void,
) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [setDisabled, disabling] = useSetStaffMemberDisabledMutation();
  const [reset, resetting] = useResetStaffMemberMutation();

  function close() {
    setPending(null);
    setProblem(null);
  }

  async function confirm() {
    if (!pending) return;
    const { kind, member } = pending;
    try {
      if (kind !== 'disable' && kind !== 'enable') {
        const done = await reset(member.id).unwrap();
        if (done.outcome === 'reset' && done.emailedTo) {
          close();
          onReset(member, done.emailedTo);
        } else {
          dispatch(
            notify('info', `Asked to reset ${member.name}'s sign-in: a second admin must confirm it.`),
          );
          close();
        }
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
    const open = (kind: ActionKind) => () => setPending({ kind, member });
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
        <button
          type="button"
          className="staff-button staff-button--quiet"
          onClick={open(resetKind(member, meId))}
        >
          {resetKind(member, meId) === 'confirm reset' ? 'Confirm reset' : 'Reset sign-in'}
          <span className="visually-hidden"> of {member.name}</span>
        </button>
        {member.resetRequest && (
          <span className="staff-hint members-actions__request">
            Reset asked by {member.resetRequest.byId === meId ? 'you' : member.resetRequest.byName} on{' '}
            {formatDateIn(member.resetRequest.at)}
            {member.resetRequest.byId === meId && '; a second admin must confirm'}
          </span>
        )}
      </span>
    );
  }

  const wording = pending && WORDING[pending.kind];
  const dialog =
    pending && wording ? (
      <ConfirmDialog
        danger
        title={wording.title(pending.member)}
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
