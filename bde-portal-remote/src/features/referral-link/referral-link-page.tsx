import { REFERRAL_COOKIE_DAYS } from 'shared/contract/referral-link';
import { useBdeText } from '../../i18n/bde-text';
import { OwnCode } from '../../app/own-code';
import { QueryView } from '../../ui/query-view';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralWeeks } from './referral-weeks';
import { useReferralLinkQuery, useReferralStatsQuery } from './referral-link-api';
import './referral-link.css';

function ReferralLinkBody({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  return (
    <>
      <QueryView query={useReferralLinkQuery(bdeCode)} what={t('your link')} logAs="your link">
        {({ url }) => <ReferralLinkCard url={url} />}
      </QueryView>
      <QueryView
        query={useReferralStatsQuery(bdeCode)}
        what={t("your link's figures")}
        logAs="your link's figures"
      >
        {({ weeks }) => <ReferralWeeks weeks={weeks} />}
      </QueryView>
    </>
  );
}

/** /bdedetails/link: the BDE's personal link, its QR code, and what it brought week by week. */
export function ReferralLinkPage() {
  const t = useBdeText();
  return (
    <section className="card portal-panel referral-link" aria-labelledby="referral-link-title">
      <h2 id="referral-link-title">{t('Your link')}</h2>
      <p>
        {t(
          'Send it to clients and to people who could join as BDEs. For {{days}} days after they open it, a client form they send is your lead, and a BDE registration names you as the referrer.',
          { days: REFERRAL_COOKIE_DAYS },
        )}
      </p>
      <OwnCode>{(bdeCode) => <ReferralLinkBody bdeCode={bdeCode} />}</OwnCode>
    </section>
  );
}
