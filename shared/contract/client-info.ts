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

/** SPEC §5: the client form has no validation; the server still bounds every field. */
export const clientInfoSchema = object({
  companyName: optionalText(200),
  industryType: optionalText(100),
  address: optionalText(300),
  email: optionalText(254),
  mobile: optionalText(20),
  website: optionalText(300),
  contactPerson: optionalText(100),
  teamContact: optionalText(100),
  servicesRequired: array(
    string()
      .oneOf(CLIENT_SERVICE_NAMES as string[], 'Unknown service.')
      .defined(),
  )
    .max(CLIENT_SERVICE_NAMES.length)
    .default([]),
  others: optionalText(500),
  date: optionalText(40),
  nextAppointmentDate: optionalText(40),
  reference: optionalText(200),
  note: optionalText(2000),
  bdeCode: optionalText(20),
  cidServices: optionalText(500),
}).noUnknown();

export type ClientInfoRequest = InferType<typeof clientInfoSchema>;
export interface ClientInfoResponse {
  id: number;
}
