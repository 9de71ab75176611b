import { FALLBACK_SLUG, MAX_SLUG_LENGTH, slugBase } from './opening-slug';

test.each([
  ['.NET Full Stack Developer Intern', 'net-full-stack-developer-intern'],
  ['Senior Frontend Developer (React or Angular)', 'senior-frontend-developer-react-or-angular'],
  ['  C# / ASP.NET Core — Lead  ', 'c-asp-net-core-lead'],
  ['Café Manager, Hyderabad', 'cafe-manager-hyderabad'],
  ['QA_Engineer 2026', 'qa-engineer-2026'],
  ['డెవలపర్', FALLBACK_SLUG],
  ['డెవలపర్ Intern', 'intern'],
  ['<script>alert(1)</script>', 'script-alert-1-script'],
])('%j has the address words %j', (title, slug) => {
  expect(slugBase(title)).toBe(slug);
});

test('a long title is cut at a word, within the limit', () => {
  const slug = slugBase('Principal Software Engineer '.repeat(10));
  expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  expect(slug).toMatch(/^principal-software-engineer(-[a-z]+)*$/);
  expect(slug.endsWith('-')).toBe(false);
  expect(slugBase('x'.repeat(200))).toBe('x'.repeat(MAX_SLUG_LENGTH));
});
