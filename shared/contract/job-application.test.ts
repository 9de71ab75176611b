import { APPLICATION_LINK_PATH, APPLICATION_STAGES, RESERVED_OPENING_SLUGS } from './careers';
import { APPLICATION_KEY_PATTERN, CANDIDATE_STAGES, applicationLink } from './job-application';
import { isWebAddress, jobApplicationSchema } from './job-application-schema';
import { findRoute, ROUTES } from './routes';

test('the private link opens the candidate’s page, which search engines are kept from', () => {
  expect(ROUTES.careersApplication.path).toBe(APPLICATION_LINK_PATH);
  expect(ROUTES.careersApplication.indexable).toBe(false);
  expect(findRoute(APPLICATION_LINK_PATH)).toBe(ROUTES.careersApplication);
  expect(RESERVED_OPENING_SLUGS).toContain(APPLICATION_LINK_PATH.split('/').pop());
  const link = applicationLink('https://www.example.in', 'A'.repeat(43));
  expect(link).toBe(`https://www.example.in/careers/application#key=${'A'.repeat(43)}`);
  expect(APPLICATION_KEY_PATTERN.test('A'.repeat(43))).toBe(true);
});

test('every stage has the candidate’s words for it', () => {
  expect(Object.keys(CANDIDATE_STAGES).sort()).toEqual([...APPLICATION_STAGES].sort());
});

test('links are web addresses only; years are whole numbers, typed or sent as text', async () => {
  expect(isWebAddress('https://www.linkedin.com/in/asha')).toBe(true);
  expect(isWebAddress('http://asha.dev')).toBe(true);
  for (const bad of [
    'javascript:alert(1)',
    'ftp://files.example.in',
    'www.example.in',
    'https://localhost',
  ]) {
    expect(isWebAddress(bad)).toBe(false);
  }
  const valid = {
    name: 'Asha',
    email: 'asha@example.in',
    mobile: '9848012345',
    city: 'Hyderabad',
    experienceYears: ' 3 ',
    consent: 'true',
  };
  await expect(jobApplicationSchema.validate(valid)).resolves.toMatchObject({
    experienceYears: 3,
    consent: true,
  });
  for (const years of ['1e1', '0x10', '-1', '2.5', '٣']) {
    await expect(jobApplicationSchema.validate({ ...valid, experienceYears: years })).rejects.toThrow();
  }
  await expect(jobApplicationSchema.validate({ ...valid, experienceYears: '' })).rejects.toThrow(
    'This field is required.',
  );
});
