import type { CSSProperties, ReactNode } from 'react';
import { useMarketingText } from '../../i18n/marketing-text';
import { CarouselControls, type CarouselItemName } from './carousel-controls';
import { SLIDE_TRANSITION_MS } from './timing';
import { useCarousel } from './use-carousel';

type CarouselView = ReturnType<typeof useCarousel>;

interface CarouselProps<T> {
  id: string;
  className: string;
  /** The id of the heading that names the carousel (its region's accessible name). */
  titleId: string;
  innerClassName: string;
  heading: ReactNode;
  items: readonly T[];
  /** Each item's name, for its slide and its indicator button. */
  label: (item: T) => string;
  /** What one item is called in the controls. */
  itemName: CarouselItemName;
  /** The track repeats its first item(s) after the last and slides on to them (see useCarousel). */
  loop?: boolean;
  tone?: 'light' | 'dark';
  /** The slides, drawn from the carousel's state. */
  children: (carousel: CarouselView) => ReactNode;
}

/**
 * One auto-advancing carousel of the home page (2000 ms steps, from useCarousel): the region that
 * pauses it on hover and focus, its heading, its slides and the controls to move it without a mouse.
 */
export function Carousel<T>({
  id,
  className,
  titleId,
  innerClassName,
  heading,
  items,
  label,
  itemName,
  loop = false,
  tone,
  children,
}: CarouselProps<T>) {
  const carousel = useCarousel({ count: items.length, loop });
  const t = useMarketingText();
  return (
    <section
      id={id}
      className={className}
      aria-roledescription={t('carousel')}
      aria-labelledby={titleId}
      {...carousel.rootHandlers}
    >
      <div className={innerClassName}>
        {heading}
        {children(carousel)}
        <CarouselControls
          itemName={itemName}
          labels={items.map(label)}
          current={carousel.index}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onGoTo={carousel.goTo}
          canPause={!carousel.reducedMotion}
          paused={carousel.userPaused}
          onTogglePause={carousel.toggleUserPaused}
          tone={tone}
        />
      </div>
    </section>
  );
}

interface SlidingTrackProps<T> {
  /** The CSS block: `<block>__viewport`, `<block>__track`, `<block>__slide`. */
  block: string;
  carousel: CarouselView;
  items: readonly T[];
  /** How many of the first items stand again after the last, for the loop. */
  repeated: number;
  label: (item: T) => string;
  /** The data attribute that carries the track's position (`position`, or `state` for testimonials). */
  positionAttribute: 'position' | 'state';
  /** Hide every slide but the one shown from assistive technology (one item on screen at a time). */
  exposeShownOnly?: boolean;
  renderItem: (item: T) => ReactNode;
}

/**
 * A looping track that slides one item per step with a 500 ms transition; the repeated items after
 * the last are hidden copies, onto which it slides before jumping back to the start unseen.
 */
function SlidingTrack<T>({
  block,
  carousel,
  items,
  repeated,
  label,
  positionAttribute,
  exposeShownOnly = false,
  renderItem,
}: SlidingTrackProps<T>) {
  const t = useMarketingText();
  const track = [...items, ...items.slice(0, repeated)];
  const trackStyle = {
    '--position': carousel.position,
    transition: carousel.animate ? `transform ${SLIDE_TRANSITION_MS}ms ease-in-out` : 'none',
  } as CSSProperties;
  return (
    <div className={`${block}__viewport`}>
      <div
        className={`${block}__track`}
        style={trackStyle}
        {...{ [`data-${positionAttribute}`]: carousel.position }}
        aria-live={carousel.rotating ? 'off' : 'polite'}
      >
        {track.map((item, slot) => {
          const copy = slot >= items.length;
          const hidden = copy || (exposeShownOnly && slot !== carousel.position);
          return (
            <div
              key={`${label(item)}-${slot}`}
              className={`${block}__slide`}
              role={copy ? undefined : 'group'}
              aria-roledescription={copy ? undefined : t('slide')}
              aria-label={
                copy
                  ? undefined
                  : t('{{number}} of {{total}}: {{name}}', {
                      number: slot + 1,
                      total: items.length,
                      name: label(item),
                    })
              }
              aria-hidden={hidden ? true : undefined}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface SlidingCarouselProps<T> extends Omit<SlidingTrackProps<T>, 'carousel'> {
  eyebrow: string;
  title: string;
  /** The heading centred above the track. */
  centred?: boolean;
  innerClassName: string;
  itemName: CarouselItemName;
}

/** A page band whose heading names a looping sliding track (the portfolio, the testimonials). */
export function SlidingCarousel<T>({
  eyebrow,
  title,
  centred = false,
  innerClassName,
  itemName,
  ...track
}: SlidingCarouselProps<T>) {
  const titleId = `${track.block}-title`;
  return (
    <Carousel
      id={track.block}
      className={`page-band ${track.block}`}
      titleId={titleId}
      innerClassName={innerClassName}
      heading={
        <div className={`section-heading${centred ? ' section-heading--center' : ''}`}>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
        </div>
      }
      items={track.items}
      label={track.label}
      itemName={itemName}
      loop
    >
      {(carousel) => <SlidingTrack carousel={carousel} {...track} />}
    </Carousel>
  );
}
