import { resetTokenIn, takeResetToken } from './reset-fragment';

afterEach(() => window.history.replaceState(null, '', '/'));

test('the token of #reset=…, and nothing from other fragments', () => {
  expect(resetTokenIn('#reset=Ab_12-xyz')).toBe('Ab_12-xyz');
  expect(resetTokenIn('reset=Ab_12-xyz')).toBe('Ab_12-xyz');
  expect(resetTokenIn('#reset=')).toBeNull();
  expect(resetTokenIn('#signup')).toBeNull();
  expect(resetTokenIn('')).toBeNull();
});

test('taking the token removes the fragment from the address, keeping the path, query and history state', () => {
  window.history.replaceState({ key: 'k1', idx: 3 }, '', '/login?next=1#reset=Ab_12-xyz');
  const entries = window.history.length;
  expect(takeResetToken()).toBe('Ab_12-xyz');
  expect(window.location.href).toBe('http://localhost/login?next=1');
  expect(window.history.state).toEqual({ key: 'k1', idx: 3 });
  expect(window.history.length).toBe(entries);
  expect(takeResetToken()).toBeNull();
});

test('another fragment is left alone', () => {
  window.history.replaceState(null, '', '/login#signup');
  expect(takeResetToken()).toBeNull();
  expect(window.location.hash).toBe('#signup');
});
