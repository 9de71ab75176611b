import { Carousel, SlidingTrack } from './carousel';
import { PORTFOLIO } from './home-content';
import { PORTFOLIO_IMAGE_COUNT } from './timing';

type Project = (typeof PORTFOLIO)[number];
const title = (item: Project) => item.title;

// The four projects, then the same four again: sliding on from the last lands on a copy of the
// first, and the track then jumps back to the real first without anyone seeing it (SPEC §9).
export function PortfolioSlider() {
  return (
    <Carousel
      id="portfolio"
      className="page-band portfolio"
      titleId="portfolio-title"
      innerClassName="container"
      heading={
        <div className="section-heading">
          <p className="eyebrow">Portfolio</p>
          <h2 id="portfolio-title">Recent work for businesses like yours</h2>
        </div>
      }
      items={PORTFOLIO}
      label={title}
      itemName="project"
      loop
    >
      {(carousel) => (
        <SlidingTrack
          block="portfolio"
          carousel={carousel}
          items={PORTFOLIO}
          repeated={PORTFOLIO_IMAGE_COUNT}
          label={title}
          positionAttribute="position"
          renderItem={(item) => (
            <figure className="card portfolio__card">
              <img src={item.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
              <figcaption>
                <span className="portfolio__category">{item.category}</span>
                <strong className="portfolio__title">{item.title}</strong>
                <span>{item.summary}</span>
              </figcaption>
            </figure>
          )}
        />
      )}
    </Carousel>
  );
}
