import { array, object, string, type InferType } from 'yup';
import { optionalText } from './fields';

export const CLIENT_INFO_PATH = '/api/ClientInfo';

/** SPEC §3: the services of the client form; each sub-option is shown as a label only. */
export const CLIENT_SERVICES = [
  {
    name: 'Website Design & Development',
    options: ['Static Website', 'Dynamic Website', 'E-commerce Website', 'Website Redesign'],
  },
  {
    name: 'Software Development',
    options: ['Custom Software', 'ERP / CRM', 'Web Applications', 'Maintenance & Support'],
  },
  { name: 'Mobile Application', options: ['Android App', 'iOS App', 'Cross-platform App'] },
  {
    name: 'Digital Marketing',
    options: ['SEO', 'Social Media Marketing', 'Pay-per-click Ads', 'Content Marketing'],
  },
  { name: 'Logo Design', options: ['New Logo', 'Logo Redesign', 'Brand Guidelines'] },
  { name: 'Brochure Design', options: ['Bi-fold', 'Tri-fold', 'Digital Brochure'] },
  { name: 'Flyers Design', options: ['Print Flyer', 'Digital Flyer'] },
  { name: 'Others', options: [] },
] as const;

export const CLIENT_SERVICE_NAMES = CLIENT_SERVICES.map((service) => service.name);

/** Longest text each field takes; the form sets them as maxLength so a person never meets a 400. */
export const CLIENT_INFO_LIMITS = {
  companyName: 200,
  industryType: 100,
  address: 300,
  email: 254,
  mobile: 20,
  website: 300,
  contactPerson: 100,
  teamContact: 100,
  others: 500,
  reference: 200,
  note: 2000,
  bdeCode: 20,
  cidServices: 1000,
} as const;

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const isTimestamp = (value: string | undefined) =>
  !value || (ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)));
function isCalendarDate(value: string | undefined) {
  if (!value) return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * SPEC §5: the client form has no validation, so the browser checks nothing. The server still bounds
 * every field and refuses dates that are not dates, since both are machine-filled (date) or picked
 * from a date input (nextAppointmentDate).
 */
export const clientInfoSchema = object({
  companyName: optionalText(CLIENT_INFO_LIMITS.companyName),
  industryType: optionalText(CLIENT_INFO_LIMITS.industryType),
  address: optionalText(CLIENT_INFO_LIMITS.address),
  email: optionalText(CLIENT_INFO_LIMITS.email),
  mobile: optionalText(CLIENT_INFO_LIMITS.mobile),
  website: optionalText(CLIENT_INFO_LIMITS.website),
  contactPerson: optionalText(CLIENT_INFO_LIMITS.contactPerson),
  teamContact: optionalText(CLIENT_INFO_LIMITS.teamContact),
  servicesRequired: array(
    string()
      .oneOf(CLIENT_SERVICE_NAMES as string[], 'Unknown service.')
      .defined(),
  )
    .max(CLIENT_SERVICE_NAMES.length)
    .default([]),
  others: optionalText(CLIENT_INFO_LIMITS.others),
  date: optionalText(40).test('timestamp', 'Must be a date and time.', isTimestamp),
  nextAppointmentDate: optionalText(10).test('date', 'Must be a date (YYYY-MM-DD).', isCalendarDate),
  reference: optionalText(CLIENT_INFO_LIMITS.reference),
  note: optionalText(CLIENT_INFO_LIMITS.note),
  bdeCode: optionalText(CLIENT_INFO_LIMITS.bdeCode),
  cidServices: optionalText(CLIENT_INFO_LIMITS.cidServices),
}).noUnknown();

export type ClientInfoRequest = InferType<typeof clientInfoSchema>;
export interface ClientInfoResponse {
  id: number;
}

/** Every text field of the form, empty; `date` and `bdeCode` are filled in when it is sent. */
export const clientInfoInitialValues: ClientInfoRequest = {
  companyName: '',
  industryType: '',
  address: '',
  email: '',
  mobile: '',
  website: '',
  contactPerson: '',
  teamContact: '',
  servicesRequired: [],
  others: '',
  date: '',
  nextAppointmentDate: '',
  reference: '',
  note: '',
  bdeCode: '',
  cidServices: '',
};
