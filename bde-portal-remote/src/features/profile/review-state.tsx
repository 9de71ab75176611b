import { COMPANY } from 'shared/content/company';
import type { BdeProfileResponse } from 'shared/contract/executive-responses';
import { useBdeText } from '../../i18n/bde-text';
import { richText } from '../../ui/rich-text';

interface ReviewStateProps {
  status: BdeProfileResponse['reviewStatus'];
  reason: BdeProfileResponse['reviewReason'];
}

/**
 * Where the company's check of the BDE's Aadhaar and PAN copies stands, in words (never colour alone):
 * under review, verified, or not accepted with the reason staff gave.
 */
export function ReviewState({ status, reason }: ReviewStateProps) {
  const t = useBdeText();
  if (status === 'verified') {
    return (
      <p className="review-state review-state--verified">
        {richText(t, '{{state}}: the company has checked your identity documents.', {
          state: <strong>{t('Verified')}</strong>,
        })}
      </p>
    );
  }
  if (status === 'rejected') {
    return (
      <div className="review-state review-state--rejected">
        <p>
          <strong>{t('Not accepted')}</strong>:{' '}
          {reason ?? t('the company could not accept your identity documents.')}
        </p>
        <p>
          {richText(t, 'To send new copies, write to {{email}}.', {
            email: <a href={`mailto:${COMPANY.emails.info}`}>{COMPANY.emails.info}</a>,
          })}
        </p>
      </div>
    );
  }
  return (
    <p className="review-state review-state--pending">
      {richText(t, '{{state}}: the company is checking your Aadhaar and PAN copies.', {
        state: <strong>{t('Documents under review')}</strong>,
      })}
    </p>
  );
}
