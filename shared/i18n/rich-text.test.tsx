import { render } from '@testing-library/react';
import { richText } from './rich-text';
import { interpolate, type Translate } from './text';

const link = <a href="/x">Create an account</a>;
const telugu: Translate = (key, values) =>
  interpolate(key === 'New here? {{link}}' ? 'ఇక్కడ కొత్తవారా? {{link}}' : 'మీ ప్రొఫైల్ చూడటానికి {{link}}.', values);

test('English draws as its JSX would: the words, then the element, no empty text', () => {
  const { container } = render(<p>{richText(interpolate, 'New here? {{link}}', { link })}</p>);
  expect(container.innerHTML).toBe('<p>New here? <a href="/x">Create an account</a></p>');
  expect(container.firstChild!.childNodes).toHaveLength(2);
});

test('another language puts the element where its sentence has it', () => {
  const { container } = render(<p>{richText(telugu, '{{link}} to see your profile.', { link })}</p>);
  expect(container.innerHTML).toBe('<p>మీ ప్రొఫైల్ చూడటానికి <a href="/x">Create an account</a>.</p>');
});

test('values beside the elements are interpolated; a text with neither is the text', () => {
  const { container } = render(
    <p>{richText(interpolate, 'Your code is {{code}}, {{name}}.', { code: <b>B1</b> }, { name: 'Asha' })}</p>,
  );
  expect(container.innerHTML).toBe('<p>Your code is <b>B1</b>, Asha.</p>');
  expect(render(<p>{richText(interpolate, 'Sign in', {})}</p>).container.innerHTML).toBe('<p>Sign in</p>');
});
