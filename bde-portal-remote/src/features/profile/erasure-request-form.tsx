import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import {
  ERASURE_REASON_MAX,
  erasureRequestSchema,
  type ErasureRequestBody,
} from 'shared/contract/bde-data-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { YourDataDialog } from 'shared/your-data/your-data-dialog';
import { useBdeText } from '../../i18n/bde-text';
import { useRequestErasureMutation } from './your-data-api';

export const ERASURE_FAILED = 'We could not send your request just now. Please try again.';

const ERASURE_CONSEQUENCES =
  'Once our staff carry it out, you can no longer sign in, and your name, contact details, identity numbers and document copies are gone for good. Your proposals and projects stay under your BDE code, without your name.';

interface FieldsProps {
  bdeCode: string;
  confirming: boolean;
  setConfirming: (open: boolean) => void;
  onSent: () => void;
}

/** The optional reason, then a confirmation in a dialog; only the dialog's "Yes" sends anything. */
function ErasureFields({ bdeCode, confirming, setConfirming, onSent }: FieldsProps) {
  const t = useBdeText();
  const formik = useFormikContext<ErasureRequestBody>();
  const [problem, setProblem] = useState<string | null>(null);
  const [requestErasure, { isLoading }] = useRequestErasureMutation();
  const checkedSubmit = useCheckedSubmit(formik, () => undefined);

  async function confirm() {
    setProblem(null);
    try {
      await requestErasure({ bdeCode, body: formik.values }).unwrap();
    } catch (error) {
      // A 4xx says why (one already pending, say); a 5xx's words mean nothing to the BDE.
      const body = errorBody(error);
      const status = errorStatus(error) ?? 500;
      setProblem(isApiErrorBody(body) && status < 500 ? body.title : t(ERASURE_FAILED));
      return;
    }
    setConfirming(false);
    onSent();
  }

  return (
    <form
      method="post"
      className="your-data__form"
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        void checkedSubmit(event);
      }}
    >
      <FormField
        name="reason"
        as="textarea"
        rows={3}
        maxLength={ERASURE_REASON_MAX}
        label={t('Why (optional)')}
        hint={t('Up to {{max}} characters; our staff read it.', { max: ERASURE_REASON_MAX })}
      />
      <div className="form-actions">
        <button type="submit" className="button button--danger">
          {t('Ask us to erase my data…')}
        </button>
      </div>
      {confirming && (
        <YourDataDialog
          title={t('Ask us to erase your data?')}
          description={t(ERASURE_CONSEQUENCES)}
          cancelLabel={t('Cancel')}
          confirmLabel={t('Yes, send the request')}
          busyLabel={t('Sending…')}
          busy={isLoading}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

/** Asking for erasure: an optional reason and a confirmation before anything is sent. */
export function ErasureRequestForm({ bdeCode, onSent }: { bdeCode: string; onSent: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Formik<ErasureRequestBody>
      initialValues={{ reason: '' }}
      validationSchema={erasureRequestSchema}
      // Async, so Formik ends its submit here: the dialog sends the request, not the form.
      onSubmit={async () => setConfirming(true)}
    >
      <ErasureFields
        bdeCode={bdeCode}
        confirming={confirming}
        setConfirming={setConfirming}
        onSent={onSent}
      />
    </Formik>
  );
}
