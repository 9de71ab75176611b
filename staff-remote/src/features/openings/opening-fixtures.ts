import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';

/** A published full-time opening, as the API answers it. */
export const PUBLISHED: StaffOpeningResponse = {
  id: 12,
  slug: 'senior-frontend-developer',
  status: 'published',
  open: true,
  title: 'Senior Frontend Developer',
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
  requirements: '- 3 to 5 years of React\n- Strong <b>TypeScript</b>',
  closesOn: '2026-04-30',
  applications: 7,
  publishedAt: '2026-03-01T05:00:00.000Z',
  closedAt: null,
  createdAt: '2026-02-27T05:00:00.000Z',
  updatedAt: '2026-03-05T05:00:00.000Z',
};

export const DRAFT: StaffOpeningResponse = {
  ...PUBLISHED,
  id: 13,
  slug: 'dotnet-intern',
  status: 'draft',
  open: false,
  title: '.NET Intern',
  employmentType: 'internship',
  workMode: 'on-site',
  experienceMinYears: 0,
  experienceMaxYears: 1,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: 'unpaid',
  durationMonths: 3,
  closesOn: null,
  applications: 0,
  publishedAt: null,
};

export const CLOSED: StaffOpeningResponse = {
  ...PUBLISHED,
  id: 14,
  slug: 'qa-engineer',
  status: 'closed',
  open: false,
  title: 'QA Engineer',
  closedAt: '2026-03-10T05:00:00.000Z',
};
