import { COMPANY, COMPANY_PROFILE } from 'shared/content/company';
import { PATHS } from 'shared/contract/route-paths';
import { useMarketingText } from '../../i18n/marketing-text';
import { CtaBand } from '../../ui/cta-band';
import { PageBand, PageSection } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { CertificateGallery } from './certificate-gallery';
import teamImage from './images/team.svg';
import '../../ui/marketing.css';
import './about.css';

export function AboutPage() {
  const t = useMarketingText();
  return (
    <>
      <PageIntro
        title={t('About us')}
        eyebrow={COMPANY.name}
        lead={t(
          'A Hyderabad team of engineers, designers, marketers and recruiters, working together since {{year}}.',
          { year: COMPANY_PROFILE.founded },
        )}
      />

      <PageBand labelledBy="about-intro" layout="split">
        <div>
          <h2 id="about-intro">{t('Who we are')}</h2>
          <p className="lead">
            {t(
              '{{company}} began as four engineers building software for family businesses in Hyderabad. Today we design, build, market and staff for clients across South India, from a single office in HITEC City.',
              { company: COMPANY.shortName },
            )}
          </p>
          <p>
            {t(
              'We stay deliberately small enough that you always talk to the people doing the work. The engineer who writes your requirements sits next to the designer who draws your screens and the marketer who will bring visitors to them. Nothing is lost in a hand-over, because there is no hand-over.',
            )}
          </p>
        </div>
        <img
          className="about__illustration"
          src={teamImage}
          alt=""
          width={520}
          height={380}
          loading="lazy"
          decoding="async"
        />
      </PageBand>

      <PageBand labelledBy="about-what" className="page-band--alt" layout="split">
        <div>
          <h2 id="about-what">{t('What We Do')}</h2>
          <p>
            {t(
              'We build websites, business software and mobile apps; we run search, social and paid marketing that brings those products their customers; and we find, screen and place IT professionals for companies that need to grow their own teams.',
            )}
          </p>
          <p>
            {t(
              'Most clients start with one of these and add the others as they grow: a clinic that came to us for a website now books appointments through software we wrote and fills its slots with campaigns we run.',
            )}
          </p>
        </div>
        <div>
          <h2 id="about-mission">{t('Our Mission')}</h2>
          <p>
            {t(
              'To give small and growing Indian businesses the same quality of technology that large companies take for granted, at a price and pace that suits them, and to explain every choice in plain language so they stay in charge of their own systems.',
            )}
          </p>
          <ul className="tick-list">
            <li>{t('Written scope and fixed milestones before work starts')}</li>
            <li>{t('Working software to try every two to four weeks')}</li>
            <li>{t('Your code, your domain and your accounts, always in your name')}</li>
          </ul>
        </div>
      </PageBand>

      <PageSection
        id="about-certificates"
        title={t('Our certificates')}
        eyebrow={t('Registrations')}
        intro={t(
          '{{company}} is a registered private limited company. Select a certificate to see it larger.',
          { company: COMPANY.name },
        )}
      >
        <CertificateGallery />
      </PageSection>

      <CtaBand id="about-join" title={t('Join Our Team')} to={PATHS.careers} action={t('Explore Openings')}>
        {t('We hire engineers who like to understand the business behind the code, and we train interns.')}
      </CtaBand>
    </>
  );
}
