import { useMarketingText } from '../../i18n/marketing-text';

/** What the controls say, by what one item is: each a whole phrase, so each language says it its way. */
const WORDS = {
  slide: {
    play: 'Play slides automatically',
    pause: 'Pause slides',
    previous: 'Previous slide',
    next: 'Next slide',
    show: 'Show slide {{number}} of {{total}}: {{name}}',
  },
  project: {
    play: 'Play projects automatically',
    pause: 'Pause projects',
    previous: 'Previous project',
    next: 'Next project',
    show: 'Show project {{number}} of {{total}}: {{name}}',
  },
  testimonial: {
    play: 'Play testimonials automatically',
    pause: 'Pause testimonials',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    show: 'Show testimonial {{number}} of {{total}}: {{name}}',
  },
} as const;

/** What one item of a carousel is called in its controls. */
export type CarouselItemName = keyof typeof WORDS;

interface CarouselControlsProps {
  itemName: CarouselItemName;
  labels: string[];
  current: number;
  onPrevious(): void;
  onNext(): void;
  onGoTo(index: number): void;
  /** Whether the pause button shows; absent when the carousel never moves by itself. */
  canPause: boolean;
  paused: boolean;
  onTogglePause(): void;
  tone?: 'light' | 'dark';
}

/** Previous, next, one labelled button per item and a pause button: the carousel without a mouse. */
export function CarouselControls({
  itemName,
  labels,
  current,
  onPrevious,
  onNext,
  onGoTo,
  canPause,
  paused,
  onTogglePause,
  tone = 'light',
}: CarouselControlsProps) {
  const t = useMarketingText();
  const words = WORDS[itemName];
  return (
    <div className={`carousel-controls carousel-controls--${tone}`}>
      {canPause && (
        <button
          type="button"
          className="carousel-controls__button carousel-controls__button--pause"
          onClick={onTogglePause}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          <span className="visually-hidden">{paused ? t(words.play) : t(words.pause)}</span>
        </button>
      )}
      <button type="button" className="carousel-controls__button" onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t(words.previous)}</span>
      </button>
      <ul className="carousel-controls__dots" role="list">
        {labels.map((label, index) => (
          <li key={label}>
            <button
              type="button"
              className="carousel-controls__dot"
              aria-current={index === current ? 'true' : undefined}
              aria-label={t(words.show, { number: index + 1, total: labels.length, name: label })}
              onClick={() => onGoTo(index)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="carousel-controls__button" onClick={onNext}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t(words.next)}</span>
      </button>
    </div>
  );
}
