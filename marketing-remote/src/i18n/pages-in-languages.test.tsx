// Each marketing page drawn in another language (issue 42): its h1 and an action in that language,
// every text it asks for listed in en.json, and none of the English sentences of en.json left.
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { forgetSiteConfig } from 'shared/api/site-config';
import { COMPANY } from 'shared/content/company';
import { CLIENT_SERVICES } from 'shared/contract/client-info';
import { CAREERS_DATA_ID } from 'shared/contract/careers-view';
import { SITE_CONFIG_PATH } from 'shared/contract/routes';
import type { Language } from 'shared/i18n/languages';
import { interpolate, loadPageText, type PageText, type TextValues } from 'shared/i18n/text';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { AboutPage } from '../features/about/about-page';
import { ApplicationPage } from '../features/careers-apply/application-page';
import { CareersPage } from '../features/careers/careers-page';
import { embedData, internship, publicOpening } from '../features/careers/careers-test-kit';
import { ClientInfoPage } from '../features/client-info/client-info-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { ServicesPage } from '../features/services/services-page';
import { TechnologyPage } from '../features/technology/technology-page';
import { mockReducedMotion } from '../test/mock-match-media';
import en from './en.json';
import hi from './hi.json';
import kn from './kn.json';
import ml from './ml.json';
import ta from './ta.json';
import te from './te.json';
import { MARKETING_NAMESPACE } from './marketing-text';

type Texts = Record<string, string>;
const TEXTS: Record<string, Texts> = { te, hi, ta, kn, ml };

const OPENING = publicOpening();

interface PageCase {
  page: string;
  Page: ComponentType;
  route: string;
  /** The h1's English key, with its values. */
  h1?: [string, TextValues?];
  /** A link, button or heading whose name is a translated text. */
  action: { role: 'link' | 'button' | 'heading' | 'region'; key: string };
  /** The rows the server leaves in a careers page. */
  embed?: () => void;
  /** Texts it draws from shared/ as they stand there, which may repeat a sentence of en.json. */
  shared?: readonly string[];
}

const PAGES: PageCase[] = [
  {
    page: 'home',
    Page: HomePage,
    route: '/',
    h1: ['{{company}}: IT services and staffing in Hyderabad', { company: COMPANY.name }],
    action: { role: 'link', key: 'Explore all services' },
  },
  {
    page: 'about',
    Page: AboutPage,
    route: '/aboutus',
    h1: ['About us'],
    action: { role: 'link', key: 'Explore Openings' },
  },
  {
    page: 'services',
    Page: ServicesPage,
    route: '/serviceTypeheader',
    h1: ['Our services'],
    action: { role: 'link', key: 'Talk to an Expert' },
  },
  {
    page: 'technology',
    Page: TechnologyPage,
    route: '/technology',
    h1: ['Technology'],
    action: { role: 'heading', key: 'Backend and database' },
  },
  {
    page: 'careers',
    Page: CareersPage,
    route: '/careers',
    h1: ['Careers'],
    action: { role: 'link', key: 'read about how we work' },
    embed: () => embedData({ path: '/careers', kind: 'list', openings: [internship(), OPENING] }),
  },
  {
    // Its h1 is the opening's own title, drawn by shared/careers.
    page: 'an opening',
    Page: CareersPage,
    route: `/careers/${OPENING.slug}`,
    action: { role: 'button', key: 'Apply now' },
    embed: () =>
      embedData({ path: `/careers/${OPENING.slug}`, kind: 'opening', opening: OPENING, closed: false }),
  },
  {
    page: 'the candidate’s application',
    Page: ApplicationPage,
    route: '/careers/application',
    h1: ['Your application'],
    action: { role: 'button', key: 'Send my link' },
  },
  {
    page: 'contact',
    Page: ContactPage,
    route: '/contactus',
    h1: ['Contact us'],
    action: { role: 'button', key: 'Send message' },
  },
  {
    page: 'client information',
    Page: ClientInfoPage,
    route: '/clientInfo',
    h1: ['Client information'],
    // The form's own words are the client form's (shared/client-info, checked there).
    action: { role: 'region', key: 'Client information form' },
    // The services a client can tick, and what each includes, are the contract's values.
    shared: CLIENT_SERVICES.flatMap((service) => [service.name, ...service.options]),
  },
  {
    page: 'terms',
    Page: TermsPage,
    route: '/termsofservice',
    h1: ['Terms of Service'],
    action: { role: 'link', key: 'our contact page' },
  },
  {
    page: 'privacy',
    Page: PrivacyPage,
    route: '/privacypolicy',
    h1: ['Privacy Policy'],
    action: { role: 'link', key: 'Terms of Service' },
  },
];

/** The page's texts, noting each key the marketing pages ask for. */
function recording(text: PageText, asked: Set<string>): PageText {
  return {
    ...text,
    translate: (namespace) => {
      const t = text.translate(namespace);
      if (namespace !== MARKETING_NAMESPACE) return t;
      return (key, values) => {
        asked.add(key);
        return t(key, values);
      };
    },
  };
}

/** What a visitor or a screen reader meets: the text and the names and descriptions in attributes. */
function drawnText(): string {
  const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
  const named = [...document.body.querySelectorAll('*')].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...named].join('\n');
}

/**
 * The English sentences of en.json a translation replaces: each stretch between placeholders of two
 * words or more (single words are too often part of a name: "Technologies" in the company's).
 */
function englishSentences(texts: Texts): string[] {
  return Object.keys(en)
    .filter((key) => texts[key] !== key)
    .flatMap((key) => key.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => /\p{L}+\s+\p{L}+/u.test(part));
}

let restoreMotion: () => void;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  restoreMotion = mockReducedMotion(true);
  api = fakeApi({ [SITE_CONFIG_PATH]: () => json(200, { chatWidgetUrl: null, mapEmbedUrl: null }) });
});
afterEach(() => {
  document.getElementById(CAREERS_DATA_ID)?.remove();
  forgetSiteConfig();
  api.restore();
  restoreMotion();
});

describe.each(Object.keys(TEXTS))('in %s', (language) => {
  const texts = TEXTS[language]!;
  const say = (key: string, values?: TextValues) => interpolate(texts[key]!, values);

  test.each(PAGES)('$page', async ({ Page, route, h1, action, embed, shared = [] }) => {
    const asked = new Set<string>();
    const text = recording(await loadPageText(language as Language), asked);
    embed?.();
    renderWithProviders(<Page />, { route, text });

    if (h1) {
      expect(say(...h1)).not.toBe(interpolate(...h1));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(say(...h1));
    }
    expect(say(action.key)).not.toBe(action.key);
    const name = say(action.key);
    expect(
      screen.getByRole(action.role, { name: (accessible) => accessible.startsWith(name) }),
    ).toBeInTheDocument();

    expect([...asked].filter((key) => !(key in en))).toEqual([]);
    const drawn = shared.reduce((text, part) => text.replaceAll(part, ''), drawnText());
    expect(englishSentences(texts).filter((sentence) => drawn.includes(sentence))).toEqual([]);
  });
});
