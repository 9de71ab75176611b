import { rupeesDecimal, rupeesText } from './amount-text';

test.each([
  [0, 'Rs 0.00'],
  [99_999, 'Rs 999.99'],
  [123_456_78, 'Rs 1,23,456.78'],
  [-1_250, '-Rs 12.50'],
  [1_000_000_000_00, 'Rs 1,00,00,00,000.00'],
  [39_999_997_000_00, 'Rs 39,99,99,97,000.00'],
])('%i paise is %s, grouped the Indian way', (paise, text) => {
  expect(rupeesText(paise)).toBe(text);
});

test('a spreadsheet gets plain decimals', () => {
  expect(rupeesDecimal(12_345_678)).toBe('123456.78');
  expect(rupeesDecimal(-5)).toBe('-0.05');
});
