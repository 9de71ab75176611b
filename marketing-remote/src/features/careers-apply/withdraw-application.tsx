import { useState } from 'react';
import { errorStatus } from 'shared/forms/call-errors';
import { MESSAGES } from 'shared/contract/messages';
import { YourDataDialog } from 'shared/your-data/your-data-dialog';
import { useMarketingText } from '../../i18n/marketing-text';
import { useWithdrawApplicationMutation } from './application-api';

export const WITHDRAW_FAILED = 'We could not withdraw your application just now. Please try again.';

const CONSEQUENCES =
  'Your application and your résumé will be deleted now, and our hiring team will no longer see them. This cannot be undone: to be considered again, apply afresh while the opening is open.';

/** Withdrawing: a warning, then the confirming dialog both portals use; only its "Yes" sends anything. */
export function WithdrawApplication({
  secret,
  onWithdrawn,
  onGone,
}: {
  secret: string;
  onWithdrawn: (message: string) => void;
  /** The application was already gone (withdrawn in another tab, say). */
  onGone: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [withdraw, { isLoading }] = useWithdrawApplicationMutation();
  const t = useMarketingText();

  async function confirm() {
    setProblem(null);
    try {
      const { message } = await withdraw({ key: secret }).unwrap();
      setConfirming(false);
      onWithdrawn(message);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 404) {
        setConfirming(false);
        onGone();
      } else setProblem(status === 429 ? MESSAGES.tooManyAttempts : WITHDRAW_FAILED);
    }
  }

  return (
    <section className="application-withdraw" aria-labelledby="application-withdraw-title">
      <h3 id="application-withdraw-title">{t('Withdraw your application')}</h3>
      <p>{t('Changed your mind? Withdrawing deletes your application and your résumé at once.')}</p>
      <button
        type="button"
        className="button button--danger"
        aria-haspopup="dialog"
        onClick={() => {
          setProblem(null);
          setConfirming(true);
        }}
      >
        {t('Withdraw my application…')}
      </button>
      {confirming && (
        <YourDataDialog
          title={t('Withdraw your application?')}
          description={t(CONSEQUENCES)}
          cancelLabel={t('Cancel, keep my application')}
          confirmLabel={t('Yes, withdraw and delete it')}
          busyLabel={t('Withdrawing…')}
          busy={isLoading}
          problem={problem && t(problem)}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
