import { fragmentSecretIn, takeFragmentSecret } from './fragment-secret';

afterEach(() => window.history.replaceState(null, '', '/'));

test('the value of #reset=…, and nothing from other fragments', () => {
  expect(fragmentSecretIn('#reset=Ab_12-xyz', 'reset')).toBe('Ab_12-xyz');
  expect(fragmentSecretIn('reset=Ab_12-xyz', 'reset')).toBe('Ab_12-xyz');
  expect(fragmentSecretIn('#reset=', 'reset')).toBeNull();
  expect(fragmentSecretIn('#signup', 'reset')).toBeNull();
  expect(fragmentSecretIn('#confirm=abc', 'reset')).toBeNull();
  expect(fragmentSecretIn('', 'reset')).toBeNull();
});

test('taking the secret removes the fragment from the address, keeping the path, query and history state', () => {
  window.history.replaceState({ key: 'k1', idx: 3 }, '', '/login?next=1#reset=Ab_12-xyz');
  const entries = window.history.length;
  expect(takeFragmentSecret('reset')).toBe('Ab_12-xyz');
  expect(window.location.href).toBe('http://localhost/login?next=1');
  expect(window.history.state).toEqual({ key: 'k1', idx: 3 });
  expect(window.history.length).toBe(entries);
  expect(takeFragmentSecret('reset')).toBeNull();
});

test('another fragment is left alone', () => {
  window.history.replaceState(null, '', '/login#signup');
  expect(takeFragmentSecret('reset')).toBeNull();
  expect(window.location.hash).toBe('#signup');
});
