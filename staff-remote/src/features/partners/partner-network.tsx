import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { StatusBadge } from '../../ui/lists/status-badge';
import { PartnerSection } from './partner-fields';
import { REVIEW_STATUS_LABELS } from './review-status';

/** Who referred the BDE, and whom they referred (each a link to their own page). */
export function PartnerNetwork({ partner }: { partner: PartnerResponse }) {
  const { referrer, downline } = partner;
  return (
    <PartnerSection id="partner-network" title="Referrer and downline">
      <p>
        {referrer ? (
          <>
            Referred by{' '}
            <Link to={staffScreen.partner(referrer.bdeCode)}>
              {referrer.fullName} ({referrer.bdeCode})
            </Link>
            .
          </>
        ) : (
          'Joined without a referrer.'
        )}
      </p>
      {downline.direct.length === 0 ? (
        <p>Has referred nobody yet.</p>
      ) : (
        <>
          <p>
            Referred {downline.direct.length} directly; {downline.total} below in all.
          </p>
          <ul className="partner-downline">
            {downline.direct.map((member) => (
              <li key={member.bdeCode}>
                <Link to={staffScreen.partner(member.bdeCode)}>
                  {member.fullName} ({member.bdeCode})
                </Link>{' '}
                <StatusBadge status={member.reviewStatus} label={REVIEW_STATUS_LABELS[member.reviewStatus]} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PartnerSection>
  );
}
