import { Link } from 'shared/routing/router';
import { COMPANY } from 'shared/content/company';
import { useMarketingText } from '../../i18n/marketing-text';
import { Carousel } from './carousel';
import { HERO_SLIDES } from './home-content';

/** The banner: three slides that cross-fade every 2 s, holding the page's one h1 above them. */
export function HeroCarousel() {
  const t = useMarketingText();
  return (
    <Carousel
      id="banner"
      className="hero"
      titleId="hero-title"
      innerClassName="container hero__inner"
      heading={
        <h1 id="hero-title" className="hero__kicker">
          {t('{{company}}: IT services and staffing in Hyderabad', { company: COMPANY.name })}
        </h1>
      }
      items={HERO_SLIDES}
      label={(slide) => t(slide.label)}
      itemName="slide"
      tone="dark"
    >
      {(carousel) => (
        <div
          className={`hero__slides${carousel.animate ? ' hero__slides--animate' : ''}`}
          aria-live={carousel.rotating ? 'off' : 'polite'}
          data-index={carousel.index}
        >
          {HERO_SLIDES.map((slide, index) => {
            const active = index === carousel.index;
            return (
              <div
                key={slide.label}
                className={`hero__slide${active ? ' hero__slide--active' : ''}`}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('{{number}} of {{total}}: {{name}}', {
                  number: index + 1,
                  total: HERO_SLIDES.length,
                  name: t(slide.label),
                })}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                <div className="hero__text">
                  <p className="hero__eyebrow">{t(slide.eyebrow)}</p>
                  <h2 className="hero__title">{t(slide.title)}</h2>
                  <p className="hero__body">{t(slide.body)}</p>
                  <Link className="button button--accent" to={slide.cta.to}>
                    {t(slide.cta.label)}
                  </Link>
                </div>
                <img
                  className="hero__image"
                  src={slide.image}
                  alt=""
                  width={560}
                  height={420}
                  // The first slide is the largest thing on the first screen: fetch it first.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              </div>
            );
          })}
        </div>
      )}
    </Carousel>
  );
}
