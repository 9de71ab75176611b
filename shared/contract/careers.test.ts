import { openingIsOpen, textBlocks } from './careers';

test('an opening is open while published and until the end of its closing date', () => {
  expect(openingIsOpen({ status: 'published', closesOn: null }, '2026-11-26')).toBe(true);
  expect(openingIsOpen({ status: 'published', closesOn: '2026-11-26' }, '2026-11-26')).toBe(true);
  expect(openingIsOpen({ status: 'published', closesOn: '2026-11-25' }, '2026-11-26')).toBe(false);
  expect(openingIsOpen({ status: 'draft', closesOn: null }, '2026-11-26')).toBe(false);
  expect(openingIsOpen({ status: 'closed', closesOn: null }, '2026-11-26')).toBe(false);
});

test('plain text becomes paragraphs and lists, and markup stays text', () => {
  expect(textBlocks('One line\nsame paragraph.\n\n- first\n* second\r\nAfter <b>it</b>')).toEqual([
    { kind: 'paragraph', text: 'One line same paragraph.' },
    { kind: 'list', items: ['first', 'second'] },
    { kind: 'paragraph', text: 'After <b>it</b>' },
  ]);
  expect(textBlocks('  \n\n')).toEqual([]);
});
