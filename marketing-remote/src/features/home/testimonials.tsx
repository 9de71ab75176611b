import type { CSSProperties } from 'react';
import { CarouselControls } from './carousel-controls';
import { TESTIMONIALS } from './home-content';
import { SLIDE_TRANSITION_MS } from './timing';
import { useCarousel } from './use-carousel';

// Three testimonials and the first again: the track's 4 states (0 to 3) of SPEC §4.
const TRACK = [...TESTIMONIALS, TESTIMONIALS[0]];

export function Testimonials() {
  const carousel = useCarousel({ count: TESTIMONIALS.length, loop: true });
  const trackStyle = {
    '--position': carousel.position,
    transition: carousel.animate ? `transform ${SLIDE_TRANSITION_MS}ms ease-in-out` : 'none',
  } as CSSProperties;

  return (
    <section
      id="testimonials"
      className="page-band testimonials"
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      {...carousel.rootHandlers}
    >
      <div className="container testimonials__inner">
        <div className="section-heading section-heading--center">
          <p className="eyebrow">Testimonials</p>
          <h2 id="testimonials-title">What our customers say</h2>
        </div>
        <div className="testimonials__viewport">
          <div
            className="testimonials__track"
            style={trackStyle}
            data-state={carousel.position}
            aria-live={carousel.rotating ? 'off' : 'polite'}
          >
            {TRACK.map((testimonial, slot) => {
              const copy = slot >= TESTIMONIALS.length;
              const shown = slot === carousel.position;
              return (
                <div
                  key={`${testimonial.name}-${slot}`}
                  className="testimonials__slide"
                  role={copy ? undefined : 'group'}
                  aria-roledescription={copy ? undefined : 'slide'}
                  aria-label={copy ? undefined : `${slot + 1} of ${TESTIMONIALS.length}: ${testimonial.name}`}
                  aria-hidden={copy || !shown ? true : undefined}
                >
                  <figure className="testimonial">
                    <blockquote>
                      <p>{testimonial.quote}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{testimonial.name}</strong>
                      <span>{testimonial.role}</span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
        </div>
        <CarouselControls
          itemName="testimonial"
          labels={TESTIMONIALS.map((testimonial) => testimonial.name)}
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
