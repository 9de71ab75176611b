import { useMarketingText } from '../../i18n/marketing-text';
import { SlidingCarousel } from './carousel';
import { TESTIMONIALS } from './home-content';

// Three testimonials and the first again: the track's 4 states (0 to 3).
export function Testimonials() {
  const t = useMarketingText();
  return (
    <SlidingCarousel
      block="testimonials"
      eyebrow={t('Testimonials')}
      title={t('What our customers say')}
      centred
      innerClassName="container testimonials__inner"
      itemName="testimonial"
      items={TESTIMONIALS}
      repeated={1}
      label={(testimonial) => testimonial.name}
      positionAttribute="state"
      exposeShownOnly
      renderItem={(testimonial) => (
        <figure className="testimonial">
          <blockquote>
            <p>{t(testimonial.quote)}</p>
          </blockquote>
          <figcaption>
            <strong>{testimonial.name}</strong>
            <span>{t(testimonial.role)}</span>
          </figcaption>
        </figure>
      )}
    />
  );
}
