// The client form drawn in each other language (issue 42, 43): the public page and the BDE portal
// draw the same form, with its words from its own namespace.
import { screen } from '@testing-library/react';
import { CLIENT_SERVICES } from 'shared/contract/client-info';
import type { Language } from 'shared/i18n/languages';
import { interpolate, loadPageText } from 'shared/i18n/text';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { ClientInfoForm } from './client-info-form';
import en from './i18n/en.json';
import hi from './i18n/hi.json';
import kn from './i18n/kn.json';
import ml from './i18n/ml.json';
import ta from './i18n/ta.json';
import te from './i18n/te.json';

const TEXTS: Record<string, Record<string, string>> = { te, hi, ta, kn, ml };
const bde = { authUser: { name: 'Ravi', role: 'bde' as const }, bdeCode: 'BDE1042' };

describe.each(Object.keys(TEXTS))('in %s', (language) => {
  const texts = TEXTS[language]!;

  test('every label, the button and the BDE note are in the language; no English sentence is left', async () => {
    const text = await loadPageText(language as Language);
    renderWithProviders(<ClientInfoForm />, { route: '/clientInfo', text, auth: bde });
    for (const label of [
      'Company name',
      'Contact person',
      'Next appointment date',
      'Other services or details',
    ])
      expect(screen.getByLabelText(texts[label]!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.Submit })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: texts['Services required'] })).toBeInTheDocument();
    const note = interpolate(texts['This lead will be recorded under BDE code {{code}}.']!, {
      code: 'BDE1042',
    });
    expect(document.querySelector('.client-form__bde')).toHaveTextContent(note);

    // The services' names and options are the contract's values, the same in every language.
    const drawn = CLIENT_SERVICES.flatMap((service) => [service.name, ...service.options]).reduce(
      (all, part) => all.replaceAll(part, ''),
      document.body.textContent ?? '',
    );
    const sentences = Object.keys(en)
      .flatMap((key) => key.split(/\{\{\w+\}\}/))
      .map((part) => part.trim())
      .filter((part) => /\p{L}+\s+\p{L}+/u.test(part));
    expect(sentences.filter((sentence) => drawn.includes(sentence))).toEqual([]);
  });
});
