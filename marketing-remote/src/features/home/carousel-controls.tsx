interface CarouselControlsProps {
  /** What one item is called in labels: "slide", "project", "testimonial". */
  itemName: string;
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
  return (
    <div className={`carousel-controls carousel-controls--${tone}`}>
      {canPause && (
        <button
          type="button"
          className="carousel-controls__button carousel-controls__button--pause"
          onClick={onTogglePause}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          <span className="visually-hidden">
            {paused ? `Play ${itemName}s automatically` : `Pause ${itemName}s`}
          </span>
        </button>
      )}
      <button type="button" className="carousel-controls__button" onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Previous {itemName}</span>
      </button>
      <ul className="carousel-controls__dots" role="list">
        {labels.map((label, index) => (
          <li key={label}>
            <button
              type="button"
              className="carousel-controls__dot"
              aria-current={index === current ? 'true' : undefined}
              aria-label={`Show ${itemName} ${index + 1} of ${labels.length}: ${label}`}
              onClick={() => onGoTo(index)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="carousel-controls__button" onClick={onNext}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Next {itemName}</span>
      </button>
    </div>
  );
}
