import { render, screen } from '@testing-library/react';
import { INSTANCE_KEY, i18nInstance } from './i18n-instance';
import {
  hasNamespace,
  interpolate,
  loadNewTexts,
  loadPageText,
  registerNamespace,
  TextProvider,
  useText,
} from './text';

registerNamespace('demo', async (language) => ({
  'Hello {{name}}': `${language}: నమస్తే {{name}}`,
}));

function Hello() {
  const t = useText('demo');
  return (
    <p>
      {t('Hello {{name}}', { name: 'Ravi' })} / {t('Only English')}
    </p>
  );
}

test('English is the keys themselves, without i18next', async () => {
  const text = await loadPageText('en');
  render(
    <TextProvider text={text}>
      <Hello />
    </TextProvider>,
  );
  expect(screen.getByText('Hello Ravi / Only English')).toBeInTheDocument();
});

test('another language is loaded into the one i18next instance, English filling what it lacks', async () => {
  const text = await loadPageText('te');
  render(
    <TextProvider text={text}>
      <Hello />
    </TextProvider>,
  );
  expect(screen.getByText('te: నమస్తే Ravi / Only English')).toBeInTheDocument();
  expect(i18nInstance().hasResourceBundle('te', 'demo')).toBe(true);
  expect((window as unknown as Record<string, unknown>)[INSTANCE_KEY]).toBe(i18nInstance());
});

test('interpolates as i18next does, leaving an unknown placeholder', () => {
  expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
});

test('a remote’s texts registered after the page’s are loaded before it draws: its first render is in the page’s language', async () => {
  const text = await loadPageText('ta');
  expect(hasNamespace('late-remote')).toBe(false);
  const load = jest.fn(async () => ({ Welcome: 'வரவேற்கிறோம்' }));
  registerNamespace('late-remote', load);
  expect(hasNamespace('late-remote')).toBe(true);
  await loadNewTexts();
  expect(load).toHaveBeenCalledWith('ta');
  expect(text.translate('late-remote')('Welcome')).toBe('வரவேற்கிறோம்');
  // Loaded once: a second remote's arrival does not fetch it again.
  await loadNewTexts();
  expect(load).toHaveBeenCalledTimes(1);
});

test('on an English page a remote’s texts are never fetched', async () => {
  await loadPageText('en');
  const load = jest.fn(async () => ({}));
  registerNamespace('english-only', load);
  await loadNewTexts();
  expect(load).not.toHaveBeenCalled();
});
