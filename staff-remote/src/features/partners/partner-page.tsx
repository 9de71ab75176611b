import { errorStatus } from 'shared/forms/call-errors';
import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import { Link, useParams } from 'shared/routing/router';
import { STAFF_SCREENS } from '../../app/staff-paths';
import { StatusBadge } from '../../ui/lists/status-badge';
import { PartnerBusiness } from './partner-business';
import { PartnerDocuments } from './partner-documents';
import { PartnerEarnings } from './partner-earnings';
import { PartnerNetwork } from './partner-network';
import { PartnerMessages } from './partner-messages';
import { PartnerReferralLink } from './partner-referral-link';
import { PartnerIdentity, PartnerProfile } from './partner-profile';
import { usePartnerQuery } from './partners-api';
import { PanSection } from './pan-section';
import { ReviewSection } from './review-section';
import { REVIEW_STATUS_LABELS } from './review-status';
import './partners.css';
import { LoadFailure, Loading } from '../../ui/load-states';

function Partner({ partner }: { partner: PartnerResponse }) {
  return (
    <>
      <header className="partner-heading">
        <h1>{partner.fullName}</h1>
        <p className="partner-heading__meta">
          {partner.bdeCode} ·{' '}
          <StatusBadge status={partner.review.status} label={REVIEW_STATUS_LABELS[partner.review.status]} />
        </p>
      </header>
      <div className="partner-columns">
        <div className="partner-column">
          <PartnerProfile partner={partner} />
          <PartnerIdentity partner={partner} />
          <PartnerNetwork partner={partner} />
        </div>
        <div className="partner-column">
          <PartnerDocuments partner={partner} />
          <ReviewSection partner={partner} />
          <PanSection partner={partner} />
        </div>
      </div>
      <PartnerBusiness partner={partner} />
      <PartnerEarnings bdeCode={partner.bdeCode} />
      <PartnerReferralLink bdeCode={partner.bdeCode} />
      <PartnerMessages partner={partner} />
    </>
  );
}

/** /staff/partners/:bdeCode: one BDE's profile, documents and their review, referrals and business. */
export function PartnerPage() {
  const { bdeCode = '' } = useParams();
  const result = usePartnerQuery(bdeCode);
  // Going from one BDE to another (a downline link), the one before is not shown while the next loads.
  const partner = result.currentData;
  let content;
  if (errorStatus(result.error) === 404) {
    content = (
      <div className="staff-status" role="alert">
        <p>No BDE has the code {bdeCode}. It may have been typed wrong.</p>
      </div>
    );
  } else if (partner) {
    content = <Partner key={partner.bdeCode} partner={partner} />;
  } else if (result.isError) {
    content = <LoadFailure what="the partner" onRetry={result.refetch} />;
  } else {
    content = <Loading what="the partner" />;
  }
  return (
    <div className="staff-page partner-page">
      <p className="partner-back">
        <Link to={STAFF_SCREENS.partners}>All partners</Link>
      </p>
      {content}
    </div>
  );
}
