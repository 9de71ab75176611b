/**
 * The six services the site offers, written once for the home page cards and the services page; in
 * English, the keys of their translations (the cards translate them as they draw them).
 */
export type ServiceIconName = 'megaphone' | 'code' | 'phone' | 'layout' | 'share' | 'people';

export interface Service {
  id: string;
  title: string;
  icon: ServiceIconName;
  /** One or two sentences for a card. */
  summary: string;
  /** What the engagement covers, for the services page. */
  includes: string[];
}

export const SERVICES: Service[] = [
  {
    id: 'digital-marketing',
    title: 'Digital Marketing',
    icon: 'megaphone',
    summary:
      'Search, paid and content campaigns planned around the enquiries you actually want, reported every month in plain numbers.',
    includes: [
      'Search engine optimisation for Indian and global audiences',
      'Google and Meta ad campaigns with weekly budget checks',
      'Landing pages and conversion tracking',
      'Monthly reports: leads, cost per lead and what we change next',
    ],
  },
  {
    id: 'software-development',
    title: 'Software Development',
    icon: 'code',
    summary:
      'Custom business software, from billing and inventory to partner portals, built in small releases you can use from the first month.',
    includes: [
      'Requirement workshops and a written scope before any code',
      'Web applications in .NET, Java, Python or PHP',
      'Integrations with Tally, payment gateways, SMS and WhatsApp',
      'Support and maintenance contracts after launch',
    ],
  },
  {
    id: 'mobile-applications',
    title: 'Mobile Applications',
    icon: 'phone',
    summary:
      'Android and iOS apps for customers, field staff and students, designed for patchy networks and modest phones.',
    includes: [
      'Native and cross-platform apps from one codebase',
      'Offline-first data for field teams',
      'Play Store and App Store publishing',
      'Crash monitoring and regular updates',
    ],
  },
  {
    id: 'web-design',
    title: 'Web Design & Development',
    icon: 'layout',
    summary:
      'Fast, accessible websites that read well on a phone, rank in search and that your team can update without calling us.',
    includes: [
      'Company websites, catalogues and e-commerce stores',
      'Responsive design tested at phone and desktop widths',
      'Accessibility to WCAG 2.1 AA',
      'Hosting, SSL and backups set up and handed over',
    ],
  },
  {
    id: 'social-media-marketing',
    title: 'Social Media Marketing',
    icon: 'share',
    summary:
      'A steady calendar of posts, reels and replies on the channels your customers use, in English, Telugu and Hindi.',
    includes: [
      'Channel plan for Instagram, Facebook, LinkedIn and YouTube',
      'Content calendar, design and copy',
      'Community replies within one working day',
      'Festival and launch campaigns',
    ],
  },
  {
    id: 'it-staffing',
    title: 'IT Staffing',
    icon: 'people',
    summary:
      'Screened developers, testers and support engineers on contract or permanent roles, shortlisted within a week.',
    includes: [
      'Contract, contract-to-hire and permanent hiring',
      'Technical screening by our own senior engineers',
      'Background and reference checks',
      'A free replacement if a hire leaves within 90 days',
    ],
  },
];
