import type { PublicOpening } from 'shared/contract/careers-responses';
import { CAREERS_DATA_ID, type CareersPageData } from 'shared/contract/careers-view';

/** An opening as the API answers it; an open full-time role unless told otherwise. */
export function publicOpening(overrides: Partial<PublicOpening> = {}): PublicOpening {
  return {
    slug: 'senior-frontend-developer-react-angular',
    title: 'Senior Frontend Developer (React or Angular)',
    employmentType: 'full-time',
    city: 'Hyderabad',
    workMode: 'hybrid',
    experienceMinYears: 3,
    experienceMaxYears: 5,
    salaryMin: null,
    salaryMax: null,
    salaryPeriod: null,
    durationMonths: null,
    description:
      'Lead the frontend of client portals and dashboards.\n\nWhat you will do:\n- Design component structure\n- Review code',
    requirements: '- 3 to 5 years building production web apps in React or Angular\n- Strong TypeScript',
    closesOn: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    englishFields: [],
    ...overrides,
  };
}

export const internship = (overrides: Partial<PublicOpening> = {}) =>
  publicOpening({
    slug: 'dotnet-full-stack-developer-intern',
    title: '.NET Full Stack Developer Intern',
    employmentType: 'internship',
    workMode: 'on-site',
    experienceMinYears: 0,
    experienceMaxYears: 1,
    salaryPeriod: 'unpaid',
    durationMonths: 3,
    description: 'A 3-month, unpaid internship. Interns who do well are offered a permanent full-time role.',
    ...overrides,
  });

/** The rows as the server leaves them in the page for its scripts; removed by the page that takes them. */
export function embedData(data: CareersPageData) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CAREERS_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.appendChild(script);
  return script;
}
