import { Carousel, SlidingTrack } from './carousel';
import { TESTIMONIALS } from './home-content';

type Testimonial = (typeof TESTIMONIALS)[number];
const name = (testimonial: Testimonial) => testimonial.name;

// Three testimonials and the first again: the track's 4 states (0 to 3) of SPEC §4.
export function Testimonials() {
  return (
    <Carousel
      id="testimonials"
      className="page-band testimonials"
      titleId="testimonials-title"
      innerClassName="container testimonials__inner"
      heading={
        <div className="section-heading section-heading--center">
          <p className="eyebrow">Testimonials</p>
          <h2 id="testimonials-title">What our customers say</h2>
        </div>
      }
      items={TESTIMONIALS}
      label={name}
      itemName="testimonial"
      loop
    >
      {(carousel) => (
        <SlidingTrack
          block="testimonials"
          carousel={carousel}
          items={TESTIMONIALS}
          repeated={1}
          label={name}
          positionAttribute="state"
          exposeShownOnly
          renderItem={(testimonial) => (
            <figure className="testimonial">
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>
                <span>{testimonial.role}</span>
              </figcaption>
            </figure>
          )}
        />
      )}
    </Carousel>
  );
}
