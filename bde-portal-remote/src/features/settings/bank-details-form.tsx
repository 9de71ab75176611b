import { Form, Formik } from 'formik';
import { useState } from 'react';
import { bankDetailsSchema, type BankDetailsRequest } from 'shared/contract/bde-settings-schema';
import type { BdeBankDetails } from 'shared/contract/bde-settings-responses';
import { formatDateTimeIst } from 'shared/format/date';
import { usePageLanguage } from 'shared/i18n/text';
import { FormField } from 'shared/ui/form-field';
import { AS_TYPED } from 'shared/ui/input-kinds';
import { PasswordField } from 'shared/ui/password-field';
import { useBdeText } from '../../i18n/bde-text';
import { formFailure } from '../../ui/form-failure';
import { useSaveBankDetailsMutation } from './settings-api';
import { SettingsFormEnd } from './settings-form-end';

const EMPTY: BankDetailsRequest = {
  accountHolder: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
  currentPassword: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof BankDetailsRequest)[];

/** The account payouts go to, as it is ever shown: masked, with the hold while it lasts. */
function CurrentAccount({ bank, now }: { bank: BdeBankDetails | null; now: number }) {
  const t = useBdeText();
  const language = usePageLanguage();
  if (!bank) return <p>{t('No bank account yet: add one below so that your commission can be paid.')}</p>;
  return (
    <>
      <dl className="settings-facts">
        <dt>{t('Account holder')}</dt>
        <dd>{bank.accountHolder}</dd>
        <dt>{t('Account number')}</dt>
        <dd>{bank.accountMasked}</dd>
        <dt>{t('IFSC')}</dt>
        <dd>{bank.ifsc}</dd>
      </dl>
      {Date.parse(bank.holdUntil) > now && (
        <p className="settings-hold" role="note">
          {t('Payouts to this account start after {{when}}.', {
            when: formatDateTimeIst(bank.holdUntil, language),
          })}
        </p>
      )}
    </>
  );
}

/** Bank details: the masked account, and a change, which needs the current password. */
export function BankDetailsForm({ bdeCode, bank }: { bdeCode: string; bank: BdeBankDetails | null }) {
  const t = useBdeText();
  const [save] = useSaveBankDetailsMutation();
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState(false);
  // The hold is compared with when the page opened: rendering never reads the clock.
  const [openedAt] = useState(() => Date.now());
  return (
    <section className="card portal-panel" aria-labelledby="bank-title">
      <h2 id="bank-title">{t('Bank details')}</h2>
      <CurrentAccount bank={bank} now={openedAt} />
      <h3>{bank ? t('Change the account') : t('Add an account')}</h3>
      <p className="field__hint">
        {t('For your safety, payouts to a new account wait 48 hours, and we email you about the change.')}
      </p>
      <Formik<BankDetailsRequest>
        initialValues={EMPTY}
        validationSchema={bankDetailsSchema}
        onSubmit={async (values, helpers) => {
          setProblem('');
          setSaved(false);
          const body = { ...values, ifsc: values.ifsc.trim().toUpperCase() };
          const result = await save({ bdeCode, body });
          if ('error' in result) {
            setProblem(formFailure<BankDetailsRequest>(result.error, FIELDS, helpers, t));
            return;
          }
          helpers.resetForm();
          setSaved(true);
        }}
      >
        <Form noValidate className="settings-form">
          <FormField name="accountHolder" label={t("Account holder's name")} autoComplete="name" required />
          <FormField
            name="accountNumber"
            label={t('Account number')}
            hint={t('9 to 18 digits.')}
            inputMode="numeric"
            autoComplete="off"
            {...AS_TYPED}
            required
          />
          <FormField
            name="confirmAccountNumber"
            label={t('Account number again')}
            inputMode="numeric"
            autoComplete="off"
            {...AS_TYPED}
            required
          />
          <FormField
            name="ifsc"
            label={t('IFSC')}
            hint={t('11 characters, as on your cheque book: like SBIN0001234.')}
            autoComplete="off"
            maxLength={11}
            style={{ textTransform: 'uppercase' }}
            {...AS_TYPED}
            required
          />
          <PasswordField
            name="currentPassword"
            label={t('Current password')}
            autoComplete="current-password"
            required
          />
          <SettingsFormEnd
            problem={problem}
            done={saved ? t('Saved. We have emailed you about the change.') : null}
            label={t('Save bank details')}
            busyLabel={t('Saving…')}
          />
        </Form>
      </Formik>
    </section>
  );
}
