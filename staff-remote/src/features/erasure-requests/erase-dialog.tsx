import { useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { ErasureRequestItem } from 'shared/contract/bde-data-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { removedSummary } from './erasure-labels';
import { useCarryOutErasureMutation } from './erasure-requests-api';

interface EraseDialogProps {
  request: ErasureRequestItem;
  /** Closed: `erased` says whether the erasure was carried out. */
  onClose: (erased: boolean) => void;
}

/** "Erase this BDE's data?" (admins): it cannot be undone, so the dialog says what goes and what stays. */
export function EraseDialog({ request, onClose }: EraseDialogProps) {
  const dispatch = useAppDispatch();
  const [erase, { isLoading }] = useCarryOutErasureMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    try {
      const { removed } = await erase(request.bdeCode).unwrap();
      const leads = removed.uncreditedLeads === 1 ? '1 lead is' : `${removed.uncreditedLeads} leads are`;
      dispatch(
        notify(
          'success',
          `${request.bdeCode} was erased: ${removedSummary(removed)} removed; ${leads} no longer credited.`,
        ),
      );
      onClose(true);
    } catch (error) {
      const body = errorBody(error);
      setProblem(isApiErrorBody(body) ? body.title : 'The erasure was not carried out. Please try again.');
    }
  }

  return (
    <ConfirmDialog
      danger
      title={`Erase the data of ${request.bdeCode}?`}
      description={
        'This cannot be undone. Their name, contact details, date of birth, address, identity numbers and ' +
        'document copies are removed; every sign-in ends and the account can never sign in again; their ' +
        'leads go back to the company, uncredited. Proposals and projects stay under the BDE code as ' +
        'accounting records. The erasure is recorded in the audit log.'
      }
      confirmLabel="Erase"
      busyLabel="Erasing…"
      busy={isLoading}
      problem={problem}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(false)}
    />
  );
}
