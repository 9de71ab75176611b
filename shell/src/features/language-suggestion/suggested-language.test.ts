import { suggestedLanguage } from './suggested-language';

test('the language chosen before is offered; English chosen (or the offer refused) means no offer', () => {
  expect(suggestedLanguage('ta', ['en-IN'])).toBe('ta');
  expect(suggestedLanguage('en', ['te-IN', 'te'])).toBeNull();
});

test('else the browser’s first language the site has, unless it puts English first', () => {
  expect(suggestedLanguage(null, ['te-IN', 'en-GB'])).toBe('te');
  expect(suggestedLanguage(null, ['fr-FR', 'ML', 'hi'])).toBe('ml');
  expect(suggestedLanguage(null, ['en-IN', 'hi-IN'])).toBeNull();
  expect(suggestedLanguage(null, ['fr', 'de'])).toBeNull();
  expect(suggestedLanguage(null, [])).toBeNull();
});
