// What each page says of itself to search engines and link previews (<meta name="description">),
// by its key in ROUTES. Only the build's pre-render and the server write it into a page's first HTML,
// which is all a crawler or a link preview reads: the browser's bundles never carry it.
import type { Language } from '../../i18n/languages';
import { ROUTES } from '../routes';
import hi from './descriptions/hi.json';
import kn from './descriptions/kn.json';
import ml from './descriptions/ml.json';
import ta from './descriptions/ta.json';
import te from './descriptions/te.json';

/** The descriptions in the other five languages, keyed by the English text. */
export const TRANSLATED_DESCRIPTIONS: Readonly<
  Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>
> = { te, hi, ta, kn, ml };

// The services page and its alias say the same.
const SERVICES = 'Digital marketing, software, mobile apps, web design, social media and IT staffing.';

const DESCRIPTIONS = {
  home: 'Software, web, mobile and digital marketing services and IT staffing from a Hyderabad team that ships.',
  about: 'Who we are, what we do, our mission and our registrations.',
  services: SERVICES,
  serviceHeader: SERVICES,
  technology: 'The backend, database and frontend technologies our engineers work in every day.',
  careers: 'Open roles and how to apply.',
  careersApplication: 'Your job application’s stage.',
  contact: 'Write to us and hear back within 24 hours.',
  terms: 'The terms for using this website and its portals.',
  privacy: 'What we collect, why, where it is kept and how to have it deleted.',
  clientInfo: 'Tell us about your company and the services you need.',
  // An opening's page writes its own, from the opening.
  opening: '',
  userLogin: 'Sign in to your account.',
  userSignUp: 'Create an account.',
  userPortal: 'Your profile.',
  bdeRegister:
    'Become a Business Development Executive: introduce clients to our IT services and build a team of your own.',
  bdeLogin: 'Sign in to the BDE portal.',
  bdePortal: 'Your proposals, projects, revenue and downline.',
  login: 'Sign in or sign up as a user, or sign in as a BDE.',
  header: '',
  carousel: '',
  professionalDesign: '',
  footer: '',
  staff: "The company's back office, for staff only.",
} as const satisfies Record<keyof typeof ROUTES, string>;

const byPath = new Map<string, string>();

/** Every description, in English. */
export const ENGLISH_DESCRIPTIONS: readonly string[] = Object.values(DESCRIPTIONS);

/**
 * The description of the route at `path` (as ROUTES states the path) in `language`, English where no
 * translation is written; '' for a route without one.
 */
export function pageDescription(path: string, language: Language = 'en'): string {
  if (!byPath.size)
    for (const [key, route] of Object.entries(ROUTES))
      byPath.set(route.path, DESCRIPTIONS[key as keyof typeof DESCRIPTIONS]);
  const english = byPath.get(path) ?? '';
  return language === 'en' || !english ? english : (TRANSLATED_DESCRIPTIONS[language][english] ?? english);
}
