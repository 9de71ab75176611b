import type { OpeningRequest } from '../contract/opening-schema';

/** The sample opening every test of openings starts from: full time, with a yearly salary range. */
export const SAMPLE_OPENING: OpeningRequest = {
  title: 'Senior Frontend Developer (React or Angular)',
  employmentType: 'full-time',
  city: 'Hyderabad',
  workMode: 'hybrid',
  experienceMinYears: 3,
  experienceMaxYears: 5,
  salaryMin: 1_200_000,
  salaryMax: 1_800_000,
  salaryPeriod: 'year',
  durationMonths: null,
  description: 'Lead the frontend.\n\nWhat you will do:\n- Design components\n- Review code',
  requirements: '- 3 to 5 years of React or Angular\n- Strong TypeScript',
  closesOn: '2026-04-30',
};

/** The sample internship: unpaid, three months, on site, with no closing date. */
export const SAMPLE_INTERNSHIP: OpeningRequest = {
  ...SAMPLE_OPENING,
  title: '.NET Full Stack Developer Intern',
  employmentType: 'internship',
  workMode: 'on-site',
  experienceMinYears: 0,
  experienceMaxYears: 1,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: 'unpaid',
  durationMonths: 3,
  closesOn: null,
};
