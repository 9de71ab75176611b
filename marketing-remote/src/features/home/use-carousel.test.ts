import { carouselReducer, type CarouselState } from './use-carousel';

const at = (index: number, position = index, animate = true): CarouselState => ({ index, position, animate });

test('next moves one slide on, animated', () => {
  expect(carouselReducer(4, true, true)(at(1), { type: 'next' })).toEqual(at(2));
});

test('next from the last slide of a looping track lands on the repeat of the first', () => {
  expect(carouselReducer(4, true, true)(at(3), { type: 'next' })).toEqual({
    index: 0,
    position: 4,
    animate: true,
  });
});

test('settling on the repeat jumps back to the real first slide without animation', () => {
  expect(
    carouselReducer(4, true, true)({ index: 0, position: 4, animate: true }, { type: 'settle' }),
  ).toEqual(at(0, 0, false));
  expect(carouselReducer(4, true, true)(at(2), { type: 'settle' })).toEqual(at(2));
});

test('a carousel without a repeat wraps straight to the first slide', () => {
  expect(carouselReducer(3, false, true)(at(2), { type: 'next' })).toEqual(at(0));
});

test('previous from the first slide goes to the last', () => {
  expect(carouselReducer(4, true, true)(at(0), { type: 'previous' })).toEqual(at(3));
});

test('with reduced motion nothing animates and the repeat is never used', () => {
  const reduce = carouselReducer(4, true, false);
  expect(reduce(at(3), { type: 'next' })).toEqual(at(0, 0, false));
  expect(reduce(at(1), { type: 'goTo', index: 3 })).toEqual(at(3, 3, false));
});
