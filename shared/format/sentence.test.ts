import { endSentence } from './sentence';

test('a name ending in a full stop ends the sentence as it is; any other gets one', () => {
  expect(endSentence('Deccan Stack Technologies Pvt. Ltd.')).toBe('Deccan Stack Technologies Pvt. Ltd.');
  expect(endSentence('Deccan Stack')).toBe('Deccan Stack.');
  expect(endSentence('Infosys Ltd ')).toBe('Infosys Ltd.');
  expect(endSentence('Yahoo!')).toBe('Yahoo!');
  expect(endSentence('“Senior Dev (Jr.).”')).toBe('“Senior Dev (Jr.).”');
  expect(endSentence('Acme (India)')).toBe('Acme (India).');
});
