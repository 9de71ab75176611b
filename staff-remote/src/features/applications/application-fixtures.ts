import type {
  ApplicationDetailResponse,
  ApplicationListItem,
  ApplicationOpeningsResponse,
} from 'shared/contract/staff-application-responses';

/** Test data for the application screens, as the API answers. */
export const APPLICATION: ApplicationDetailResponse = {
  id: 12,
  opening: { id: 4, title: 'Senior Frontend Developer', status: 'published' },
  name: 'Anjali Rao',
  email: 'anjali.rao@example.com',
  mobile: '+91 98480 12345',
  city: 'Vizag',
  experienceYears: 4,
  link: 'https://linkedin.com/in/anjali',
  note: 'I can join in 30 days.',
  keepOnFile: true,
  stage: 'screening',
  notSelectedReason: null,
  notSelectedSentAt: null,
  interviews: [],
  resume: { mimeType: 'application/pdf', sizeBytes: 240_000 },
  createdAt: '2026-06-01T05:00:00.000Z',
  updatedAt: '2026-06-02T05:00:00.000Z',
  notes: [],
};

export const LIST_ITEM: ApplicationListItem = {
  id: 12,
  opening: { id: 4, title: 'Senior Frontend Developer' },
  name: 'Anjali Rao',
  email: 'anjali.rao@example.com',
  city: 'Vizag',
  experienceYears: 4,
  stage: 'screening',
  keepOnFile: true,
  createdAt: '2026-06-01T05:00:00.000Z',
  updatedAt: '2026-06-02T05:00:00.000Z',
};

export const OPENINGS: ApplicationOpeningsResponse = {
  items: [
    { id: 4, title: 'Senior Frontend Developer', status: 'published', applications: 7, newApplications: 2 },
    { id: 2, title: '.NET Intern', status: 'closed', applications: 30, newApplications: 0 },
  ],
};
