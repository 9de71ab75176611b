import { COMPANY } from 'shared/content/company';
import type { BdeProfileResponse } from 'shared/contract/executive-responses';

interface ReviewStateProps {
  status: BdeProfileResponse['reviewStatus'];
  reason: BdeProfileResponse['reviewReason'];
}

/**
 * Where the company's check of the BDE's Aadhaar and PAN copies stands, in words (never colour alone):
 * under review, verified, or not accepted with the reason staff gave.
 */
export function ReviewState({ status, reason }: ReviewStateProps) {
  if (status === 'verified') {
    return (
      <p className="review-state review-state--verified">
        <strong>Verified</strong>: the company has checked your identity documents.
      </p>
    );
  }
  if (status === 'rejected') {
    return (
      <div className="review-state review-state--rejected">
        <p>
          <strong>Not accepted</strong>: {reason ?? 'the company could not accept your identity documents.'}
        </p>
        <p>
          To send new copies, write to <a href={`mailto:${COMPANY.emails.info}`}>{COMPANY.emails.info}</a>.
        </p>
      </div>
    );
  }
  return (
    <p className="review-state review-state--pending">
      <strong>Documents under review</strong>: the company is checking your Aadhaar and PAN copies.
    </p>
  );
}
