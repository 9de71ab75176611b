import { render } from '@testing-library/react';
import { linkedText } from './linked-text';

const link = (words: string) => <a href="/x">{words}</a>;

test('English draws as its JSX did: the words, then the link, no empty text', () => {
  const { container } = render(<p>{linkedText('New here? <link>Create an account</link>', link)}</p>);
  expect(container.innerHTML).toBe('<p>New here? <a href="/x">Create an account</a></p>');
  expect(container.firstChild!.childNodes).toHaveLength(2);
});

test('another language puts the link where its sentence has it', () => {
  const { container } = render(<p>{linkedText('మీ ప్రొఫైల్ చూడటానికి <link>సైన్ ఇన్ చేయండి</link>.', link)}</p>);
  expect(container.innerHTML).toBe('<p>మీ ప్రొఫైల్ చూడటానికి <a href="/x">సైన్ ఇన్ చేయండి</a>.</p>');
});

test('a text with no mark is the text', () => {
  expect(linkedText('Sign in', link)).toBe('Sign in');
});
