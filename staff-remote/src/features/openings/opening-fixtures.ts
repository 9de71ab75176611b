import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { SAMPLE_INTERNSHIP, SAMPLE_OPENING } from 'shared/test/sample-opening';

/** A published full-time opening, as the API answers it. */
export const PUBLISHED: StaffOpeningResponse = {
  id: 12,
  slug: 'senior-frontend-developer',
  status: 'published',
  open: true,
  ...SAMPLE_OPENING,
  // Markup in a field is shown as text: the page test looks for it.
  requirements: '- 3 to 5 years of React\n- Strong <b>TypeScript</b>',
  applications: 7,
  publishedAt: '2026-03-01T05:00:00.000Z',
  closedAt: null,
  createdAt: '2026-02-27T05:00:00.000Z',
  updatedAt: '2026-03-05T05:00:00.000Z',
  translations: [],
};

export const DRAFT: StaffOpeningResponse = {
  ...PUBLISHED,
  id: 13,
  slug: 'dotnet-intern',
  status: 'draft',
  open: false,
  ...SAMPLE_INTERNSHIP,
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
