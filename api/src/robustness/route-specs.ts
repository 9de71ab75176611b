import { bdeRegisterSchema } from 'shared/contract/executive-schema';
import { validBdeRegistration } from 'shared/test/bde-registration';
import { testAadhar, testPan } from 'shared/test/test-identities';
import type { RouteSpec } from './bad-requests';
import { BDE_DATA_SPECS } from './bde-data-specs';
import { BDE_EARNINGS_SPECS } from './bde-earnings-specs';
import { BDE_INBOX_SPECS } from './bde-inbox-specs';
import { BDE_PORTAL_SPECS } from './bde-portal-specs';
import { CAREERS_PUBLIC_SPECS } from './careers-specs';
import { JOB_APPLICATION_SPECS } from './job-application-specs';
import { NEWSLETTER_SPECS } from './newsletter-specs';
import { PASSWORD_RESET_SPECS } from './password-reset-specs';
import { REMOTE_FAILURE_SPECS } from './remote-failure-specs';
import { PASSWORD, form, noBody } from './spec-helpers';
import { STAFF_ACCOUNT_SPECS } from './staff-account-specs';
import { STAFF_APPLICATION_SPECS } from './staff-application-specs';
import { STAFF_EARNINGS_SPECS } from './staff-earnings-specs';
import { STAFF_INBOX_SPECS } from './staff-inbox-specs';
import { STAFF_OPENING_SPECS } from './staff-opening-specs';
import { STAFF_OUTBOX_SPECS } from './staff-outbox-specs';
import { STAFF_PARTNER_SPECS } from './staff-partner-specs';
import { STAFF_RELEASE_SPECS } from './staff-release-specs';
import { USER_DATA_SPECS } from './user-data-specs';

// Fixed identities, so a fuzz run is the same each time.
const registerFields = validBdeRegistration({
  UserName: 'fuzz.user',
  Email: 'fuzz@example.com',
  AadharNumber: testAadhar(424_242),
  Pannumber: testPan(4242),
});

// The fields the registration schema requires, which the form and the API both validate with.
const requiredRegisterFields = Object.entries(bdeRegisterSchema.describe().fields)
  .filter(([, field]) => 'optional' in field && !field.optional)
  .map(([name]) => name);

const clientInfo = {
  companyName: 'Acme',
  industryType: 'Retail',
  address: 'Madhapur',
  email: 'a@b.in',
  mobile: '9876543210',
  website: 'https://acme.in',
  contactPerson: 'Ravi',
  teamContact: 'CTO',
  servicesRequired: ['Logo Design'],
  others: '',
  date: '2026-01-01T00:00:00.000Z',
  nextAppointmentDate: '',
  reference: '',
  note: '',
  bdeCode: '',
  cidServices: '',
};

/**
 * Every API route and how its body is broken. The suite fails when a registered route is missing
 * here, so a new route cannot slip past it.
 */
export const ROUTE_SPECS: RouteSpec[] = [
  noBody('GET', '/api/antiforgery'),
  noBody('GET', '/api/health'),
  noBody('GET', '/api/ready'),
  noBody('GET', '/api/site-config'),
  noBody('GET', '/api/openapi.json'),
  noBody('GET', '/api/docs'),
  noBody('GET', '/api/State/allStates'),
  noBody('GET', '/api/State/districtsByStateName/:stateName'),
  noBody('GET', '/api/pincode'),
  noBody('GET', '/api/pincode/:pin'),
  {
    method: 'POST',
    url: '/api/NewsLetterSubscriber/subscribe',
    body: {
      encoding: 'json',
      valid: { emailAddress: 'fuzz@example.com' },
      required: ['emailAddress'],
      strict: ['emailAddress'],
    },
  },
  {
    method: 'POST',
    url: '/api/ContactUs',
    body: {
      encoding: 'json',
      valid: {
        name: 'Ravi',
        contactNumber: '9876543210',
        email: 'ravi@example.com',
        message: 'Hello',
        websiteUrl: '',
      },
      required: ['name', 'contactNumber', 'email', 'message'],
      strict: ['email', 'contactNumber'],
    },
  },
  {
    method: 'POST',
    url: '/api/ClientInfo',
    body: { encoding: 'json', valid: clientInfo, strict: ['servicesRequired'] },
  },
  {
    method: 'POST',
    url: '/api/User/register',
    body: form(
      { Name: 'Fuzz', EmailAddress: 'fuzz@example.com', Password: PASSWORD },
      { strict: ['EmailAddress'] },
    ),
  },
  {
    method: 'POST',
    url: '/api/User/login',
    body: form({ EmailAddress: 'fuzz@example.com', Password: PASSWORD }),
  },
  noBody('POST', '/api/User/logout'),
  noBody('GET', '/api/User/username/:userId'),
  {
    method: 'POST',
    url: '/api/User/update/:userId',
    body: form(
      { Name: 'Fuzz', EmailAddress: 'fuzz-new@example.com', Password: '', Language: 'te' },
      { required: ['Name', 'EmailAddress'], strict: ['EmailAddress', 'Language'] },
    ),
  },
  {
    method: 'POST',
    url: '/api/User/language/:userId',
    body: { encoding: 'json', valid: { language: 'ta' }, required: ['language'], strict: ['language'] },
  },
  ...USER_DATA_SPECS,
  {
    method: 'POST',
    url: '/api/Executive/register',
    body: {
      encoding: 'multipart',
      valid: registerFields,
      required: requiredRegisterFields,
      strict: ['MobileNumber', 'AadharNumber', 'Email', 'PinCode', 'Pannumber', 'Dob', 'State'],
    },
  },
  { method: 'POST', url: '/api/Executive/login', body: form({ userName: 'fuzz.user', password: PASSWORD }) },
  noBody('POST', '/api/Executive/logout'),
  noBody('GET', '/api/Executive/get-by-code/:bdeCode'),
  noBody('GET', '/api/Executive/hierarchy/:bdeCode'),
  noBody('GET', '/api/Proposal/summary/:bdeCode'),
  noBody('GET', '/api/BDEBusiness/ActiveProject', ['bdeCode']),
  noBody('GET', '/api/BDEBusiness/CompletedProjects', ['bdeCode']),
  noBody('GET', '/api/BDEBusiness/TotalRevenue', ['bdeCode']),
  noBody('GET', '/api/BDEBusiness/On Hold', ['bdeCode']),
  ...BDE_PORTAL_SPECS,
  ...BDE_EARNINGS_SPECS,
  ...BDE_INBOX_SPECS,
  ...BDE_DATA_SPECS,
  ...PASSWORD_RESET_SPECS,
  ...NEWSLETTER_SPECS,
  ...CAREERS_PUBLIC_SPECS,
  ...STAFF_ACCOUNT_SPECS,
  ...STAFF_INBOX_SPECS,
  ...STAFF_PARTNER_SPECS,
  ...STAFF_EARNINGS_SPECS,
  ...STAFF_APPLICATION_SPECS,
  ...STAFF_OUTBOX_SPECS,
  ...STAFF_RELEASE_SPECS,
  ...STAFF_OPENING_SPECS,
  ...JOB_APPLICATION_SPECS,
  ...REMOTE_FAILURE_SPECS,
];
