import type { CSSProperties } from 'react';
import { CarouselControls } from './carousel-controls';
import { PORTFOLIO } from './home-content';
import { PORTFOLIO_IMAGE_COUNT, SLIDE_TRANSITION_MS } from './timing';
import { useCarousel } from './use-carousel';

// The four projects, then the same four again: sliding on from the last lands on a copy of the
// first, and the track then jumps back to the real first without anyone seeing it (SPEC §9).
const TRACK = [...PORTFOLIO, ...PORTFOLIO.slice(0, PORTFOLIO_IMAGE_COUNT)];

export function PortfolioSlider() {
  const carousel = useCarousel({ count: PORTFOLIO.length, loop: true });
  const trackStyle = {
    '--position': carousel.position,
    transition: carousel.animate ? `transform ${SLIDE_TRANSITION_MS}ms ease-in-out` : 'none',
  } as CSSProperties;

  return (
    <section
      id="portfolio"
      className="page-band portfolio"
      aria-roledescription="carousel"
      aria-labelledby="portfolio-title"
      {...carousel.rootHandlers}
    >
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Portfolio</p>
          <h2 id="portfolio-title">Recent work for businesses like yours</h2>
        </div>
        <div className="portfolio__viewport">
          <div
            className="portfolio__track"
            style={trackStyle}
            data-position={carousel.position}
            aria-live={carousel.rotating ? 'off' : 'polite'}
          >
            {TRACK.map((item, slot) => {
              const copy = slot >= PORTFOLIO.length;
              return (
                <div
                  key={`${item.title}-${slot}`}
                  className="portfolio__slide"
                  role={copy ? undefined : 'group'}
                  aria-roledescription={copy ? undefined : 'slide'}
                  aria-label={copy ? undefined : `${slot + 1} of ${PORTFOLIO.length}: ${item.title}`}
                  aria-hidden={copy ? true : undefined}
                >
                  <figure className="card portfolio__card">
                    <img src={item.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
                    <figcaption>
                      <span className="portfolio__category">{item.category}</span>
                      <strong className="portfolio__title">{item.title}</strong>
                      <span>{item.summary}</span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
        </div>
        <CarouselControls
          itemName="project"
          labels={PORTFOLIO.map((item) => item.title)}
          current={carousel.index}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onGoTo={carousel.goTo}
          canPause={!carousel.reducedMotion}
          paused={carousel.userPaused}
          onTogglePause={carousel.toggleUserPaused}
        />
      </div>
    </section>
  );
}
