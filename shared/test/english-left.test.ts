import { englishLeft, shownText } from './english-left';

const ENGLISH = ['Name', 'Sign in', 'At least {{min}} characters.', 'New here? {{link}}', '…'];

test('finds the English texts left, as whole words, values and elements as drawn', () => {
  expect(englishLeft('పేరు: Asha. Username', ENGLISH)).toEqual([]);
  expect(englishLeft('పేరు Sign in', ENGLISH)).toEqual(['Sign in']);
  expect(englishLeft('At least 8 characters. New here? Create an account', ENGLISH)).toEqual([
    'At least {{min}} characters.',
    'New here? {{link}}',
  ]);
});

test('what an element says includes the names only read aloud', () => {
  document.body.innerHTML = '<nav aria-label="Dashboard"><a title="Profile">ప్రొఫైల్</a></nav>';
  expect(englishLeft(shownText(document.body), ['Dashboard', 'Profile'])).toEqual(['Dashboard', 'Profile']);
});
