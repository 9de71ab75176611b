import { validBdeRegistration } from 'shared/test/bde-registration';
import { testAadhar, testPan } from 'shared/test/test-identities';
import type { RouteSpec } from './bad-requests';

// Fixed identities, so a fuzz run is the same each time.
const registerFields = validBdeRegistration({
  UserName: 'fuzz.user',
  Email: 'fuzz@example.com',
  AadharNumber: testAadhar(424_242),
  Pannumber: testPan(4242),
});

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
  { method: 'GET', url: '/api/antiforgery', body: { encoding: 'none' } },
  { method: 'GET', url: '/api/health', body: { encoding: 'none' } },
  { method: 'GET', url: '/api/site-config', body: { encoding: 'none' } },
  { method: 'GET', url: '/api/openapi.json', body: { encoding: 'none' } },
  { method: 'GET', url: '/api/docs', body: { encoding: 'none' } },
  { method: 'GET', url: '/api/State/allStates', body: { encoding: 'none' } },
  {
    method: 'GET',
    url: '/api/State/districtsByStateName/:stateName',
    body: { encoding: 'none' },
    withParam: (v) => `/api/State/districtsByStateName/${v}`,
  },
  { method: 'GET', url: '/api/pincode', body: { encoding: 'none' } },
  {
    method: 'GET',
    url: '/api/pincode/:pin',
    body: { encoding: 'none' },
    withParam: (v) => `/api/pincode/${v}`,
  },
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
    body: {
      encoding: 'form',
      valid: { Name: 'Fuzz', EmailAddress: 'fuzz@example.com', Password: 'correct horse battery' },
      required: ['Name', 'EmailAddress', 'Password'],
      strict: ['EmailAddress'],
    },
  },
  {
    method: 'POST',
    url: '/api/User/login',
    body: {
      encoding: 'form',
      valid: { EmailAddress: 'fuzz@example.com', Password: 'correct horse battery' },
      required: ['EmailAddress', 'Password'],
    },
  },
  { method: 'POST', url: '/api/User/logout', body: { encoding: 'none' } },
  {
    method: 'GET',
    url: '/api/User/username/:userId',
    body: { encoding: 'none' },
    withParam: (v) => `/api/User/username/${v}`,
  },
  {
    method: 'POST',
    url: '/api/User/update/:userId',
    body: {
      encoding: 'form',
      valid: { Name: 'Fuzz', EmailAddress: 'fuzz-new@example.com', Password: '' },
      required: ['Name', 'EmailAddress'],
      strict: ['EmailAddress'],
    },
    withParam: (v) => `/api/User/update/${v}`,
  },
  {
    method: 'POST',
    url: '/api/Executive/register',
    body: {
      encoding: 'multipart',
      valid: registerFields,
      required: [
        'UserName',
        'Password',
        'FirstName',
        'LastName',
        'MobileNumber',
        'Email',
        'AadharNumber',
        'Pannumber',
        'Address',
        'PinCode',
        'Area',
        'State',
        'District',
        'Dob',
      ],
      strict: ['MobileNumber', 'AadharNumber', 'Email', 'PinCode', 'Pannumber', 'Dob', 'State'],
    },
  },
  {
    method: 'POST',
    url: '/api/Executive/login',
    body: {
      encoding: 'form',
      valid: { userName: 'fuzz.user', password: 'correct horse battery' },
      required: ['userName', 'password'],
    },
  },
  { method: 'POST', url: '/api/Executive/logout', body: { encoding: 'none' } },
  {
    method: 'GET',
    url: '/api/Executive/get-by-code/:bdeCode',
    body: { encoding: 'none' },
    withParam: (v) => `/api/Executive/get-by-code/${v}`,
  },
  {
    method: 'GET',
    url: '/api/Executive/hierarchy/:bdeCode',
    body: { encoding: 'none' },
    withParam: (v) => `/api/Executive/hierarchy/${v}`,
  },
  {
    method: 'GET',
    url: '/api/Proposal/summary/:bdeCode',
    body: { encoding: 'none' },
    withParam: (v) => `/api/Proposal/summary/${v}`,
  },
  { method: 'GET', url: '/api/BDEBusiness/ActiveProject', body: { encoding: 'none' }, query: ['bdeCode'] },
  {
    method: 'GET',
    url: '/api/BDEBusiness/CompletedProjects',
    body: { encoding: 'none' },
    query: ['bdeCode'],
  },
  { method: 'GET', url: '/api/BDEBusiness/TotalRevenue', body: { encoding: 'none' }, query: ['bdeCode'] },
  { method: 'GET', url: '/api/BDEBusiness/On Hold', body: { encoding: 'none' }, query: ['bdeCode'] },
];
