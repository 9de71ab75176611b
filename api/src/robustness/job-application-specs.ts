import { CAREERS_PATHS } from 'shared/contract/careers';
import { jobApplicationSchema } from 'shared/contract/job-application-schema';
import type { RouteSpec } from './bad-requests';

// The fields the application's schema requires, which the form and the API both validate with.
const requiredFields = Object.entries(jobApplicationSchema.describe().fields)
  .filter(([, field]) => 'optional' in field && !field.optional)
  .map(([name]) => name);

/**
 * Applying to an opening and the candidate's private link (see route-specs.ts). The fuzzer sends no
 * résumé, so even a body whose fields pass is refused; a live key is never generated.
 */
export const JOB_APPLICATION_SPECS: RouteSpec[] = [
  {
    method: 'POST',
    url: CAREERS_PATHS.apply.pattern,
    body: {
      encoding: 'multipart',
      valid: {
        name: 'Fuzz Candidate',
        email: 'fuzz.candidate@example.com',
        mobile: '9876543210',
        city: 'Hyderabad',
        experienceYears: '2',
        link: 'https://fuzz.example.com',
        note: '',
        consent: 'true',
        keepOnFile: 'false',
      },
      required: requiredFields,
      strict: ['email', 'mobile', 'experienceYears', 'link', 'consent', 'keepOnFile'],
    },
  },
  {
    method: 'POST',
    url: CAREERS_PATHS.applicationStatus,
    body: { encoding: 'json', valid: { key: 'A'.repeat(43) }, required: ['key'] },
  },
  {
    method: 'POST',
    url: CAREERS_PATHS.applicationWithdraw,
    body: { encoding: 'json', valid: { key: 'A'.repeat(43) }, required: ['key'] },
  },
  {
    method: 'POST',
    url: CAREERS_PATHS.applicationLinkResend,
    body: {
      encoding: 'json',
      valid: { email: 'fuzz.candidate@example.com' },
      required: ['email'],
      strict: ['email'],
    },
  },
];
