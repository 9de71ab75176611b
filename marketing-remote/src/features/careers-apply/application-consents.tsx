import { Field, useFormikContext } from 'formik';
import { useId } from 'react';
import { APPLICATION_NOTICE } from 'shared/contract/job-application';
import { RETENTION_DAYS } from 'shared/contract/retention';
import { PATHS } from 'shared/contract/route-paths';
import { useMessageText } from 'shared/forms/use-message-text';
import { useMarketingText } from '../../i18n/marketing-text';
import type { ApplyValues } from './apply-values';

const months = (days: number) => Math.round(days / 30.4);

/**
 * The privacy notice with the consent the application needs, and the separate, optional consent to be
 * kept on file for later openings: two boxes, two records.
 */
export function ApplicationConsents() {
  const { errors, touched } = useFormikContext<ApplyValues>();
  const id = useId();
  const shown = useMessageText();
  const consentError = touched.consent && errors.consent ? errors.consent : undefined;
  const t = useMarketingText();
  const inMonths = (days: number) => t('{{months}} months', { months: months(days) });
  return (
    <fieldset className="apply-consents">
      <legend>{t('Your privacy')}</legend>
      <p id={`${id}-notice`} className="apply-consents__notice">
        {APPLICATION_NOTICE}{' '}
        <a href={PATHS.privacy} target="_blank" rel="noopener noreferrer">
          {t('Read our privacy policy')}
          <span className="visually-hidden">{t(' (opens in a new tab)')}</span>
        </a>
        .
      </p>
      <div className="apply-checkbox">
        <Field
          type="checkbox"
          name="consent"
          id={`${id}-consent`}
          aria-required
          aria-invalid={consentError ? true : undefined}
          aria-describedby={[`${id}-notice`, consentError ? `${id}-consent-error` : '']
            .filter(Boolean)
            .join(' ')}
        />
        <label htmlFor={`${id}-consent`}>
          {t('I agree that you use my application as this notice says')}
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      {consentError && (
        <p id={`${id}-consent-error`} className="field__error">
          {shown(consentError)}
        </p>
      )}
      <div className="apply-checkbox">
        <Field type="checkbox" name="keepOnFile" id={`${id}-keep`} aria-describedby={`${id}-keep-hint`} />
        <label htmlFor={`${id}-keep`}>
          {t('Also keep my application on file for future openings (optional)')}
        </label>
      </div>
      <p id={`${id}-keep-hint`} className="field__hint apply-checkbox__hint">
        {t(
          'We then keep it for {{kept}} after this opening closes instead of {{usual}}, and may write to you about other roles.',
          {
            kept: inMonths(RETENTION_DAYS.applicationsKeptOnFile),
            usual: inMonths(RETENTION_DAYS.applicationsAfterClose),
          },
        )}
      </p>
    </fieldset>
  );
}
