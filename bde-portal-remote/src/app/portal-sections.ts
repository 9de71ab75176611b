/** The portal's child routes under /bdedetails. */
export const PORTAL_SECTIONS = {
  profile: 'profile',
  leads: 'leads',
  leadsPieChart: 'leadspiechart',
  proposals: 'proposals',
  projects: 'projects',
  tasks: 'tasks',
  reports: 'reports',
  teamCol: 'teamCol',
  dashboard: 'dashboard',
  downline: 'downline',
  earnings: 'earnings',
  messages: 'messages',
  settings: 'settings',
  referralLink: 'link',
  clientForm: 'clientform',
} as const;

type PortalSection = (typeof PORTAL_SECTIONS)[keyof typeof PORTAL_SECTIONS];

const PORTAL_BASE = '/bdedetails';
export const portalPath = (section: PortalSection) => `${PORTAL_BASE}/${section}`;

/** The side menu, in its order. */
export const PORTAL_MENU: Array<{ label: string; section: PortalSection }> = [
  { label: 'Profile', section: PORTAL_SECTIONS.profile },
  { label: 'dashboard', section: PORTAL_SECTIONS.dashboard },
  { label: 'Leads & Clients', section: PORTAL_SECTIONS.leads },
  { label: 'Proposals', section: PORTAL_SECTIONS.proposals },
  { label: 'Projects Pipeline', section: PORTAL_SECTIONS.projects },
  { label: 'Tasks & Follow-ups', section: PORTAL_SECTIONS.tasks },
  { label: 'Reports & Analytics', section: PORTAL_SECTIONS.reports },
  { label: 'Team/Collaboration', section: PORTAL_SECTIONS.teamCol },
  { label: 'Downline', section: PORTAL_SECTIONS.downline },
  { label: 'Earnings', section: PORTAL_SECTIONS.earnings },
  { label: 'Messages', section: PORTAL_SECTIONS.messages },
  { label: 'Your link', section: PORTAL_SECTIONS.referralLink },
  { label: 'Settings', section: PORTAL_SECTIONS.settings },
];

const DEFAULT_PORTAL_TITLE = 'BDEProfile';

/**
 * The page title follows the path, with its exact spellings; any other path (the leads
 * pie chart and the downline among them) keeps the default, BDEProfile.
 */
const TITLES: Partial<Record<PortalSection, string>> = {
  dashboard: 'Dashboard',
  leads: 'Leads&Clients',
  proposals: 'Proposals',
  projects: 'Projects Pipeline',
  tasks: 'Tasks&Follow-ups',
  reports: 'Reports&Analytics',
  teamCol: 'Team/Collaboration',
  profile: 'Profile',
  settings: 'Settings',
  earnings: 'Earnings',
  messages: 'Messages',
  link: 'Your link',
  clientform: 'Client information',
};

export function portalTitle(pathname: string): string {
  const match = /^\/bdedetails\/([^/]+)\/?$/.exec(pathname);
  const section = match?.[1] as PortalSection | undefined;
  return section && Object.hasOwn(TITLES, section) ? TITLES[section]! : DEFAULT_PORTAL_TITLE;
}
