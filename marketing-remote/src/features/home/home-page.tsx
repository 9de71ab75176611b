import { Link } from 'shared/routing/router';
import { COMPANY, COMPANY_PROFILE } from 'shared/content/company';
import { CONTACT_REPLY_HOURS } from 'shared/contract/contact';
import { PATHS } from 'shared/contract/route-paths';
import { useMarketingText } from '../../i18n/marketing-text';
import { CtaBand } from '../../ui/cta-band';
import { ServiceCardList } from '../../ui/service-card-list';
import { HeroCarousel } from './hero-carousel';
import { PortfolioSlider } from './portfolio-slider';
import { StaffingSection } from './staffing-section';
import { Testimonials } from './testimonials';
import { useHashScroll } from './use-hash-scroll';
import '../../ui/marketing.css';
import './home.css';

export function HomePage() {
  useHashScroll();
  const t = useMarketingText();
  return (
    <>
      <HeroCarousel />

      <section id="intro" className="page-band intro" aria-labelledby="intro-title">
        <div className="container intro__inner">
          <div>
            <p className="eyebrow">{t('Who we are')}</p>
            <h2 id="intro-title">{t('A Hyderabad team that builds, markets and staffs')}</h2>
          </div>
          <div>
            <p className="lead">
              {t(
                'Since {{year}}, {{company}} has helped clinics, retailers, schools and distributors across South India put their business online and keep it growing.',
                { year: COMPANY_PROFILE.founded, company: COMPANY.shortName },
              )}
            </p>
            <p>
              {t(
                'Engineers, designers, marketers and recruiters work side by side in our HITEC City office, so the people who plan your website are the same people who build it, promote it and answer your call when something needs to change.',
              )}
            </p>
            <Link to={PATHS.about} className="text-link">
              {t('More about us')} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
      </section>

      <section id="services" className="page-band page-band--alt" aria-labelledby="services-title">
        <div className="container">
          <div className="section-heading">
            <p className="eyebrow">{t('What we do')}</p>
            <h2 id="services-title">{t('Services for every stage of growing online')}</h2>
          </div>
          <ServiceCardList />
          <p className="section-footer">
            <Link to={PATHS.services} className="button button--primary">
              {t('Explore all services')}
            </Link>
          </p>
        </div>
      </section>

      <PortfolioSlider />
      <StaffingSection />
      <Testimonials />

      <CtaBand
        id="cta-title"
        title={t('Have a project in mind?')}
        to={PATHS.contact}
        action={t('Contact us')}
      >
        {t('Tell us what you need. We reply within {{hours}} hours.', { hours: CONTACT_REPLY_HOURS })}
      </CtaBand>
    </>
  );
}
