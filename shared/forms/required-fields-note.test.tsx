import { loadPageText } from '../i18n/text';
import { renderWithProviders } from '../test/render-with-providers';
import { RequiredFieldsNote } from './required-fields-note';

test('in English the note is the sentence it always was, its star hidden from screen readers', () => {
  const { container } = renderWithProviders(<RequiredFieldsNote />);
  expect(container.querySelector('p')!.outerHTML).toBe(
    '<p class="field__hint">Fields marked <span aria-hidden="true">*</span>' +
      '<span class="visually-hidden">with an asterisk</span> are required.</p>',
  );
});

test('on a Telugu page the whole note is Telugu, the star where Telugu puts it', async () => {
  const { container } = renderWithProviders(<RequiredFieldsNote />, { text: await loadPageText('te') });
  expect(container.querySelector('p')!.textContent).toBe('*నక్షత్రం గుర్తు ఉన్న ఫీల్డ్‌లు తప్పనిసరి.');
  expect(container.querySelector('p [aria-hidden="true"]')).toHaveTextContent('*');
});
