import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { mockReducedMotion } from '../../test/mock-match-media';
import { HeroCarousel } from './hero-carousel';
import { HERO_SLIDES, PORTFOLIO, TESTIMONIALS } from './home-content';
import { PortfolioSlider } from './portfolio-slider';
import { Testimonials } from './testimonials';
import {
  PORTFOLIO_IMAGE_COUNT,
  SLIDE_INTERVAL_MS,
  SLIDE_TRANSITION_MS,
  TESTIMONIAL_STATE_COUNT,
} from './timing';

let restoreMatchMedia: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  restoreMatchMedia = mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  restoreMatchMedia();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('slides move every 2000 ms in 500 ms; 4 portfolio images; the testimonial indicator has 4 states', () => {
  expect(SLIDE_INTERVAL_MS).toBe(2000);
  expect(SLIDE_TRANSITION_MS).toBe(500);
  expect(PORTFOLIO_IMAGE_COUNT).toBe(4);
  expect(PORTFOLIO).toHaveLength(PORTFOLIO_IMAGE_COUNT);
  expect(TESTIMONIAL_STATE_COUNT).toBe(TESTIMONIALS.length + 1);
  expect(HERO_SLIDES).toHaveLength(3);
  expect(TESTIMONIALS).toHaveLength(3);
});

describe('banner carousel', () => {
  const slides = () => document.querySelector('.hero__slides') as HTMLElement;

  test('shows each of its three slides for 2000 ms, then starts again', () => {
    renderWithProviders(<HeroCarousel />);
    expect(slides().dataset.index).toBe('0');
    advance(SLIDE_INTERVAL_MS - 1);
    expect(slides().dataset.index).toBe('0');
    advance(1);
    expect(slides().dataset.index).toBe('1');
    advance(SLIDE_INTERVAL_MS);
    expect(slides().dataset.index).toBe('2');
    advance(SLIDE_INTERVAL_MS);
    expect(slides().dataset.index).toBe('0');
  });

  test('only the shown slide is exposed and reachable by keyboard', () => {
    renderWithProviders(<HeroCarousel />);
    const groups = document.querySelectorAll('.hero__slide');
    expect(groups[0]).not.toHaveAttribute('aria-hidden');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    expect(screen.getByRole('heading', { level: 2, name: HERO_SLIDES[0].title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: HERO_SLIDES[1].title })).not.toBeInTheDocument();
  });

  test('the first image is fetched eagerly with high priority, the others lazily', () => {
    renderWithProviders(<HeroCarousel />);
    const images = document.querySelectorAll('.hero__image');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '560');
    expect(images[0]).toHaveAttribute('height', '420');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  test('pauses while hovered and resumes after', () => {
    renderWithProviders(<HeroCarousel />);
    const region = screen.getByRole('region', { name: /IT services and staffing/ });
    fireEvent.mouseEnter(region);
    advance(SLIDE_INTERVAL_MS * 3);
    expect(slides().dataset.index).toBe('0');
    fireEvent.mouseLeave(region);
    advance(SLIDE_INTERVAL_MS);
    expect(slides().dataset.index).toBe('1');
  });

  test('pauses while it holds keyboard focus', () => {
    renderWithProviders(<HeroCarousel />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(SLIDE_INTERVAL_MS * 3);
    expect(slides().dataset.index).toBe('0');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    advance(SLIDE_INTERVAL_MS);
    expect(slides().dataset.index).toBe('1');
  });

  test('previous, next and the labelled indicator buttons move it by hand', () => {
    renderWithProviders(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides().dataset.index).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slides().dataset.index).toBe('2');
    const third = screen.getByRole('button', { name: `Show slide 1 of 3: ${HERO_SLIDES[0].label}` });
    fireEvent.click(third);
    expect(slides().dataset.index).toBe('0');
    expect(third).toHaveAttribute('aria-current', 'true');
  });

  test('the pause button stops it until pressed again', () => {
    renderWithProviders(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slides automatically' }));
    advance(SLIDE_INTERVAL_MS * 3);
    expect(slides().dataset.index).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides automatically' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slides' }));
    advance(SLIDE_INTERVAL_MS);
    expect(slides().dataset.index).toBe('1');
  });

  test('never moves by itself for someone who asked for reduced motion, and offers no pause', () => {
    restoreMatchMedia();
    restoreMatchMedia = mockReducedMotion(true);
    renderWithProviders(<HeroCarousel />);
    advance(SLIDE_INTERVAL_MS * 5);
    expect(slides().dataset.index).toBe('0');
    expect(screen.queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides().dataset.index).toBe('1');
    expect(slides()).not.toHaveClass('hero__slides--animate');
  });
});

describe('portfolio slider', () => {
  const track = () => document.querySelector('.portfolio__track') as HTMLElement;

  test('holds the four images and the first four repeated', () => {
    renderWithProviders(<PortfolioSlider />);
    const slides = track().querySelectorAll('.portfolio__slide');
    expect(slides).toHaveLength(8);
    expect([...slides].slice(4).every((slide) => slide.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.getAllByRole('group')).toHaveLength(4);
    for (const img of track().querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '480');
      expect(img).toHaveAttribute('height', '320');
    }
  });

  test('advances one slide every 2000 ms with a 500 ms transition, then jumps back to the start', () => {
    renderWithProviders(<PortfolioSlider />);
    expect(track().dataset.position).toBe('0');
    for (const expected of ['1', '2', '3']) {
      advance(SLIDE_INTERVAL_MS);
      expect(track().dataset.position).toBe(expected);
      expect(track().style.transition).toBe(`transform ${SLIDE_TRANSITION_MS}ms ease-in-out`);
    }
    advance(SLIDE_INTERVAL_MS);
    // On the repeat of the first image, sliding in.
    expect(track().dataset.position).toBe('4');
    expect(track().style.transition).toContain('500ms');
    advance(SLIDE_TRANSITION_MS - 1);
    expect(track().dataset.position).toBe('4');
    advance(1);
    // Back at the real first image, without a visible move.
    expect(track().dataset.position).toBe('0');
    expect(track().style.transition).toBe('none');
    advance(SLIDE_INTERVAL_MS - SLIDE_TRANSITION_MS);
    expect(track().dataset.position).toBe('1');
  });

  test('pauses on hover and does not move with reduced motion', () => {
    const { unmount } = renderWithProviders(<PortfolioSlider />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Recent work for businesses like yours' }));
    advance(SLIDE_INTERVAL_MS * 4);
    expect(track().dataset.position).toBe('0');
    unmount();
    restoreMatchMedia();
    restoreMatchMedia = mockReducedMotion(true);
    renderWithProviders(<PortfolioSlider />);
    advance(SLIDE_INTERVAL_MS * 4);
    expect(track().dataset.position).toBe('0');
  });

  test('the indicator buttons name each project', () => {
    renderWithProviders(<PortfolioSlider />);
    const controls = screen.getAllByRole('button', { name: /^Show project/ });
    expect(controls).toHaveLength(4);
    fireEvent.click(controls[2]);
    expect(track().dataset.position).toBe('2');
  });
});

describe('testimonials', () => {
  const track = () => document.querySelector('.testimonials__track') as HTMLElement;

  test('the indicator cycles through its 4 states (0 to 3) every 2 s', () => {
    renderWithProviders(<Testimonials />);
    const seen = [track().dataset.state];
    for (let i = 0; i < TESTIMONIAL_STATE_COUNT - 1; i += 1) {
      advance(SLIDE_INTERVAL_MS);
      seen.push(track().dataset.state);
    }
    expect(seen).toEqual(['0', '1', '2', '3']);
    // State 3 is the first testimonial repeated; the track returns to state 0 unseen.
    advance(SLIDE_TRANSITION_MS);
    expect(track().dataset.state).toBe('0');
    advance(SLIDE_INTERVAL_MS - SLIDE_TRANSITION_MS);
    expect(track().dataset.state).toBe('1');
  });

  test('three testimonials, each with a name; only the shown one is exposed', () => {
    renderWithProviders(<Testimonials />);
    const region = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(3);
    // The shown one is the only one a screen reader gets; the others and the repeat are hidden.
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(within(region).getByRole('group')).toHaveTextContent(TESTIMONIALS[0].name);
    const dots = within(region).getAllByRole('button', { name: /^Show testimonial/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  test('pauses while focused', () => {
    renderWithProviders(<Testimonials />);
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    advance(SLIDE_INTERVAL_MS * 3);
    expect(track().dataset.state).toBe('0');
  });
});
