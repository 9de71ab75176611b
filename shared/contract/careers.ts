import { pathParams } from './api-path';

/**
 * Hiring: openings staff publish, applications candidates send. The public side answers under
 * `/api/careers/*`; the back office's routes are in STAFF_PATHS.
 */
export const CAREERS_PATHS = {
  /** GET the published openings that have not closed, newest first. */
  openings: '/api/careers/openings',
  /** GET one opening by its slug: 404 for none, 410 (with the opening) once it has closed. */
  opening: pathParams('/api/careers/openings/:slug'),
  /**
   * POST multipart: the application's fields and its `resume`. Applying again to the same opening
   * with the same email changes nothing: that address is sent its private link again. 410 when the
   * opening has closed.
   */
  apply: pathParams('/api/careers/openings/:slug/applications'),
  /** POST `{ key }` (the private link's secret, from its fragment): the application's stage. */
  applicationStatus: '/api/careers/application',
  /** POST `{ key }`: withdraws the application, deleting it and its résumé. */
  applicationWithdraw: '/api/careers/application/withdraw',
  /** POST `{ email }`: the private links of that address's applications, sent to it (same answer either way). */
  applicationLinkResend: '/api/careers/application/send-link',
} as const;

/** Addresses below /careers/ that are pages of their own, never an opening's slug. */
export const RESERVED_OPENING_SLUGS = ['application'] as const;

/** The candidate's private link: `/careers/application#key=<secret>` (the secret never in a path). */
export const APPLICATION_LINK_PATH = '/careers/application';
export const APPLICATION_LINK_KEY = 'key';

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  contract: 'Contract',
  internship: 'Internship',
};
/** schema.org JobPosting's employmentType for each. */
export const EMPLOYMENT_TYPE_SCHEMA_ORG: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** Where the work is done: at the city's office, partly there, or anywhere (in India). */
export const WORK_MODES = ['on-site', 'hybrid', 'remote'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  'on-site': 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

/** A salary range is per month or per year, in rupees; an internship may be unpaid instead. */
export const SALARY_PERIODS = ['month', 'year', 'unpaid'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const OPENING_STATUSES = ['draft', 'published', 'closed'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

export const APPLICATION_STAGES = [
  'new',
  'screening',
  'interview',
  'offer',
  'hired',
  'not selected',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  'not selected': 'Not selected',
};

/** A résumé: PDF or DOCX, by content, at most this size. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;

export const OPENING_LIMITS = {
  title: 120,
  city: 60,
  description: 6000,
  requirements: 4000,
  maxExperienceYears: 40,
  maxDurationMonths: 24,
  /** Rupees, per month or per year. */
  maxSalary: 100_000_000,
} as const;

export const APPLICATION_LIMITS = {
  name: 100,
  mobile: 20,
  city: 60,
  link: 300,
  note: 2000,
  maxExperienceYears: 50,
} as const;

/** The fields of an opening, as staff write them and the public reads them. */
export interface OpeningFields {
  title: string;
  employmentType: EmploymentType;
  city: string;
  workMode: WorkMode;
  experienceMinYears: number;
  experienceMaxYears: number;
  /** Rupees per `salaryPeriod`; both null when no salary is given (and for an unpaid internship). */
  salaryMin: number | null;
  salaryMax: number | null;
  /** Null when no salary is given. */
  salaryPeriod: SalaryPeriod | null;
  /** An internship's length; null for other types. */
  durationMonths: number | null;
  /** Plain text: paragraphs separated by a blank line, list items on lines starting "- ". */
  description: string;
  requirements: string;
  /** The last day applications are taken (India time), `YYYY-MM-DD`, or null for no date. */
  closesOn: string | null;
}

/**
 * Whether an opening takes applications on `today` (India time, `YYYY-MM-DD`): published, and its
 * closing date, if any, not passed. A closed or expired opening leaves the list and the sitemap.
 */
export function openingIsOpen(
  opening: { status: OpeningStatus; closesOn: string | null },
  today: string,
): boolean {
  return opening.status === 'published' && (opening.closesOn === null || opening.closesOn >= today);
}

/** A block of an opening's text: a paragraph, or a list of items. */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const LIST_ITEM = /^\s*[-*•]\s+/;

/**
 * Staff's plain text as blocks: a blank line ends a paragraph, lines starting with "- " (or "* ")
 * are a list's items. Never HTML: whatever the text holds is shown as text.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
    } else if (LIST_ITEM.test(line)) {
      endParagraph();
      const item = line.replace(LIST_ITEM, '');
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
