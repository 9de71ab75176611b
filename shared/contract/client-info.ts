export const CLIENT_INFO_PATH = '/api/ClientInfo';

/**
 * The form sent from the BDE portal names the BDE who typed it (`?as=<bdeCode>`): the server takes it
 * only from that BDE's own session (401 without one, 403 from another), so a form the phone's queue
 * replays after the session ended waits for its BDE instead of arriving as a visitor's.
 */
export const CLIENT_INFO_SENDER_QUERY = 'as';
export const clientInfoPathAs = (bdeCode: string) =>
  `${CLIENT_INFO_PATH}?${CLIENT_INFO_SENDER_QUERY}=${encodeURIComponent(bdeCode)}`;

/** The services of the client form; each sub-option is shown as a label only. */
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
