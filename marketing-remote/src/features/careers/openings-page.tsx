import { Suspense, lazy } from 'react';
import { COMPANY } from 'shared/content/company';
import { PATHS } from 'shared/contract/route-paths';
import { OpeningList } from 'shared/careers/opening-list';
import { Link } from 'shared/routing/router';
import { useMarketingText } from '../../i18n/marketing-text';
import { richText } from '../../i18n/rich-text';
import { PageBand, PageSection } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { CareersSlot } from './careers-slot';
import { CareersLoading } from './careers-status';
import { useDrawnInBrowser, useEmbeddedData } from './embedded-data';
import '../../ui/marketing.css';
import './careers.css';

const FetchedOpenings = lazy(() =>
  import('./fetched-careers').then((module) => ({ default: module.FetchedOpenings })),
);

/** The open openings: drawn by the server from the database, else (a navigation within the site) from the API. */
function Openings() {
  const data = useEmbeddedData('list');
  const inBrowser = useDrawnInBrowser();
  if (data)
    return (
      <CareersSlot name="list">
        <OpeningList openings={data.openings} />
      </CareersSlot>
    );
  // Pre-rendered at build time, before any opening exists: the place the server fills.
  if (!inBrowser) return <CareersSlot name="list" />;
  return (
    <Suspense fallback={<CareersLoading />}>
      <FetchedOpenings />
    </Suspense>
  );
}

/** `/careers`: the open openings, and how to apply. */
export function OpeningsPage() {
  const careersEmail = COMPANY.emails.careers;
  const t = useMarketingText();
  return (
    <>
      <PageIntro
        title={t('Careers')}
        eyebrow={t('Join us')}
        lead={t('Small teams, real clients and senior engineers who review your code.')}
      />
      <PageSection id="careers-openings" title={t('Current openings')}>
        <Openings />
      </PageSection>
      <PageBand labelledBy="careers-apply" className="page-band--alt">
        <div className="prose">
          <h2 id="careers-apply">{t('How to apply')}</h2>
          <p>
            {richText(
              t,
              'Apply on the page of the role, or email your résumé to {{email}} with the role in the subject line. A short note about something you have built, and a link to its code if it is public, helps us more than a cover letter.',
              { email: <a href={`mailto:${careersEmail}`}>{careersEmail}</a> },
            )}
          </p>
          <p>
            {t(
              'We reply to every application within a week. Shortlisted candidates take a take-home exercise of about three hours, followed by one technical conversation and one meeting with the team. We never ask for a fee at any stage; treat any request for money in our name as fraud.',
            )}
          </p>
          <p>
            {richText(t, 'No opening that fits? Send your résumé anyway, or {{link}}.', {
              link: <Link to={PATHS.about}>{t('read about how we work')}</Link>,
            })}
          </p>
        </div>
      </PageBand>
    </>
  );
}
