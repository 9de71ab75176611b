import { COMPANY } from 'shared/content/company';
import { PATHS } from 'shared/contract/route-paths';
import { useMarketingText } from '../../i18n/marketing-text';
import { CtaBand } from '../../ui/cta-band';
import { PageBand, PageSection } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { ServiceCardList } from '../../ui/service-card-list';
import '../../ui/marketing.css';

// In English, the keys of their translations.
const REASONS = [
  {
    title: 'One team, start to finish',
    text: 'The people who scope your project build it, launch it and support it. You never re-explain your business to a new vendor.',
  },
  {
    title: 'Fixed scope, visible progress',
    text: 'A written scope and price before work starts, and working software to try every two to four weeks.',
  },
  {
    title: 'Built for Indian customers',
    text: 'UPI and net-banking payments, SMS and WhatsApp notifications, Telugu and Hindi content, and pages that load on a 4G phone.',
  },
  {
    title: 'Yours to keep',
    text: 'Source code, domains, hosting and ad accounts are registered in your name, with documentation a new team could pick up.',
  },
  {
    title: 'Support that answers',
    text: 'A named contact, replies within one working day, and fixes for our own mistakes at no charge.',
  },
];

export function ServicesPage() {
  const t = useMarketingText();
  return (
    <>
      <PageIntro
        title={t('Our services')}
        eyebrow={t('Services')}
        lead={t(
          'From the first website to a full engineering team: what we build, run and staff for growing businesses.',
        )}
      />

      <PageBand labelledBy="services-overview" layout="split split--wide-left">
        <div>
          <h2 id="services-overview">{t('Overview')}</h2>
          <p className="lead">
            {t(
              '{{company}} brings software, marketing and hiring under one roof, so the systems you run on and the customers who find you are planned together.',
              { company: COMPANY.shortName },
            )}
          </p>
          <p>
            {t(
              'Choose a single service or combine them. A typical engagement starts with a two-hour workshop at your office or ours, followed by a written proposal with scope, timeline and price within five working days.',
            )}
          </p>
        </div>
        <div className="card">
          <h3>{t('How an engagement runs')}</h3>
          <ol className="steps">
            <li>{t('Workshop: your goals, users and constraints')}</li>
            <li>{t('Proposal: scope, milestones and a fixed price')}</li>
            <li>{t('Build: working releases every two to four weeks')}</li>
            <li>{t('Launch and support: monitoring, fixes and growth')}</li>
          </ol>
        </div>
      </PageBand>

      <PageSection id="services-list" title={t('What we offer')} alt>
        <ServiceCardList detailed />
      </PageSection>

      <PageSection id="services-why" title={t('Why Choose Us')}>
        <ul className="reason-grid" role="list">
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3>{t(reason.title)}</h3>
              <p>{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        id="services-expert"
        title={t('Not sure which service you need?')}
        to={PATHS.contact}
        action={t('Talk to an Expert')}
      >
        {t('Describe the problem; an engineer or marketer will suggest where to start.')}
      </CtaBand>
    </>
  );
}
