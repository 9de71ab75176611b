// Example rows for the screens that have no data of their own yet (with the sample statuses:
// leads New and Contacted, proposals Open and Closed, tasks Not Started). Shown only under a
// "Sample data" label.

export interface SampleLead {
  name: string;
  company: string;
  source: string;
  status: 'New' | 'Contacted';
  phone: string;
}
export const SAMPLE_LEADS: SampleLead[] = [
  {
    name: 'Ravi Teja',
    company: 'Sri Sai Enterprises',
    source: 'Online',
    status: 'New',
    phone: '98480 11111',
  },
  {
    name: 'Lakshmi Prasanna',
    company: 'Annapurna Caterers',
    source: 'Referrals',
    status: 'Contacted',
    phone: '90000 22222',
  },
  {
    name: 'Mohammed Irfan',
    company: 'Irfan Auto Works',
    source: 'Events',
    status: 'New',
    phone: '99490 33333',
  },
  {
    name: 'Sravani K',
    company: 'Kaveri Boutique',
    source: 'Direct',
    status: 'Contacted',
    phone: '97010 44444',
  },
  { name: 'Venkat Rao', company: 'VR Constructions', source: 'Online', status: 'New', phone: '94400 55555' },
];

export interface SampleClient {
  company: string;
  contact: string;
  service: string;
  since: string;
}
export const SAMPLE_CLIENTS: SampleClient[] = [
  {
    company: 'Godavari Traders',
    contact: 'Suresh Babu',
    service: 'Website Design & Development',
    since: '2024-03-14',
  },
  { company: 'Nizam Spices', contact: 'Ayesha Begum', service: 'Digital Marketing', since: '2024-07-02' },
  {
    company: 'Pragathi Schools',
    contact: 'Narasimha Reddy',
    service: 'Mobile Application',
    since: '2025-01-20',
  },
];

export interface SampleProposal {
  title: string;
  client: string;
  value: number;
  status: 'Open' | 'Closed';
  sentOn: string;
}
export const SAMPLE_PROPOSALS: SampleProposal[] = [
  {
    title: 'E-commerce website',
    client: 'Kaveri Boutique',
    value: 180000,
    status: 'Open',
    sentOn: '2025-02-03',
  },
  {
    title: 'School management app',
    client: 'Pragathi Schools',
    value: 450000,
    status: 'Closed',
    sentOn: '2025-01-11',
  },
  {
    title: 'Social media campaign',
    client: 'Nizam Spices',
    value: 60000,
    status: 'Open',
    sentOn: '2025-02-17',
  },
  {
    title: 'Logo and brochure design',
    client: 'VR Constructions',
    value: 25000,
    status: 'Closed',
    sentOn: '2024-12-05',
  },
];

export interface SampleTask {
  task: string;
  relatedTo: string;
  due: string;
  status: 'Not Started';
}
export const SAMPLE_TASKS: SampleTask[] = [
  {
    task: 'Call to understand website requirements',
    relatedTo: 'Sri Sai Enterprises',
    due: '2025-03-04',
    status: 'Not Started',
  },
  {
    task: 'Send brochure design samples',
    relatedTo: 'Annapurna Caterers',
    due: '2025-03-06',
    status: 'Not Started',
  },
  {
    task: 'Follow up on the app proposal',
    relatedTo: 'Irfan Auto Works',
    due: '2025-03-10',
    status: 'Not Started',
  },
];

interface SampleTeamMember {
  name: string;
  role: string;
  email: string;
  focus: string;
}
export const SAMPLE_TEAM: SampleTeamMember[] = [
  { name: 'Anitha Rao', role: 'Sales coordinator', email: 'anitha@example.com', focus: 'Proposal reviews' },
  {
    name: 'Kiran Kumar',
    role: 'Solutions engineer',
    email: 'kiran@example.com',
    focus: 'Requirement gathering calls',
  },
  { name: 'Meera Joshi', role: 'Design lead', email: 'meera@example.com', focus: 'Mock-ups for pitches' },
];
