import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguageSuggestion } from './language-suggestion';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

test('offers this very page in the language, written in it; following it remembers the choice', async () => {
  window.history.pushState({}, '', '/aboutus');
  act(() => showLanguageSuggestion('te'));
  const offer = await screen.findByRole('link', { name: 'ఈ పేజీని తెలుగులో చదవండి' });
  expect(offer).toHaveAttribute('href', '/te/aboutus');
  expect(offer).toHaveAttribute('lang', 'te');
  offer.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(offer);
  expect(localStorage.getItem('site-language')).toBe('te');
});

test('saying no closes it and remembers English, so it is not offered again', async () => {
  act(() => showLanguageSuggestion('hi'));
  await userEvent.click(await screen.findByRole('button', { name: 'Stay in English' }));
  expect(screen.queryByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toBeNull();
  expect(document.querySelector('.language-suggestion')).toBeNull();
  expect(localStorage.getItem('site-language')).toBe('en');
});
