import { rupeesDecimal } from './amount-text';

test('a spreadsheet gets plain decimals', () => {
  expect(rupeesDecimal(12_345_678)).toBe('123456.78');
  expect(rupeesDecimal(-5)).toBe('-0.05');
});
