import { useMarketingText } from '../../i18n/marketing-text';
import { SlidingCarousel } from './carousel';
import { PORTFOLIO } from './home-content';
import { PORTFOLIO_IMAGE_COUNT } from './timing';

// The four projects, then the same four again: sliding on from the last lands on a copy of the
// first, and the track then jumps back to the real first without anyone seeing it.
export function PortfolioSlider() {
  const t = useMarketingText();
  return (
    <SlidingCarousel
      block="portfolio"
      eyebrow={t('Portfolio')}
      title={t('Recent work for businesses like yours')}
      innerClassName="container"
      itemName="project"
      items={PORTFOLIO}
      repeated={PORTFOLIO_IMAGE_COUNT}
      label={(item) => t(item.title)}
      positionAttribute="position"
      renderItem={(item) => (
        <figure className="card portfolio__card">
          <img src={item.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
          <figcaption>
            <span className="portfolio__category">{t(item.category)}</span>
            <strong className="portfolio__title">{t(item.title)}</strong>
            <span>{t(item.summary)}</span>
          </figcaption>
        </figure>
      )}
    />
  );
}
