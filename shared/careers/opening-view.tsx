/** @jsxRuntime automatic */
// The pragma above: the API renders this file with tsx, which reads no tsconfig's JSX setting.
import type { ReactNode } from 'react';
import { usePageLanguage, type Translate } from 'shared/i18n/text';
import { COMPANY } from '../content/company';
import { EMPLOYMENT_TYPE_LABELS, type OpeningFields } from '../contract/careers';
import { OPENING_ABOUT_ID, locationText, openingFacts, openingPath } from '../contract/careers-view';
import { PATHS, SITE_ORIGIN_PLACEHOLDER } from '../contract/route-paths';
import { ShareLink, pageOrigin } from '../share/share-link';
import { pathInLanguage } from '../i18n/language-path';
import { richText } from '../i18n/rich-text';
import { useCareersText } from './careers-text';
import { MarkedText, langOf, type EnglishFields } from './english-text';
import { TextBlocks } from './text-blocks';

// An opening's public page, one component per band, drawn alike by the server (into the
// pre-rendered page's slots, api/src/hiring/openings/careers-pages.ts), by the page once the
// browser takes it over, and by the back office's preview. Pure: no router, no store, plain links
// (the careers page's slot follows its in-site links). React escapes every word staff wrote. On a
// page in another language, its own words are the page's (the careers namespace, careers-text.ts),
// its links the language's addresses, and each text the opening lacks there is its English, marked
// lang="en". (The email's subject stays English: it is read by the company.)
// Outside shared/ui, whose modules the apps share one instance of at run time: these hold no state,
// so each app bundles what it uses.

const mailtoApply = (title: string) =>
  `mailto:${COMPANY.emails.careers}?subject=${encodeURIComponent(`Application: ${title}`)}`;

/** Staff's plain text as paragraphs and ticked lists. */
export const OpeningText = ({ text, lang }: { text: string; lang?: string }) => (
  <TextBlocks text={text} listClassName="tick-list" lang={lang} />
);

type ViewedOpening = OpeningFields & EnglishFields;

interface FactValueProps {
  opening: ViewedOpening;
  value: string;
  t: Translate;
}

/** The location fact, its city marked when it is the English one (the words around it are the page's). */
function FactValue({ opening, value, t }: FactValueProps) {
  const lang = langOf(opening, 'city');
  const at = value.indexOf(opening.city);
  if (!lang || opening.workMode === 'remote' || value !== locationText(opening, t) || at < 0)
    return <>{value}</>;
  return (
    <>
      {at > 0 ? value.slice(0, at) : null}
      <span lang={lang}>{opening.city}</span>
      {value.slice(at + opening.city.length)}
    </>
  );
}

/** An address of the site in the page's language (`/te/careers` on a Telugu page). */
export function useLocalPath(path: string): string {
  return pathInLanguage(usePageLanguage(), path);
}

/** The description and requirements as the JobPosting data gives them (HTML, as Google asks). */
export function JobPostingText({ opening }: { opening: OpeningFields }) {
  const t = useCareersText();
  return (
    <>
      <OpeningText text={opening.description} />
      <h2>{t('What we look for')}</h2>
      <OpeningText text={opening.requirements} />
    </>
  );
}

/** The key facts of an opening, each a label and its value. */
export function OpeningFacts({ opening }: { opening: ViewedOpening }) {
  const t = useCareersText();
  return (
    <dl className="opening__facts">
      {openingFacts(opening, t).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <FactValue opening={opening} value={value} t={t} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Shares an opening's page in the page's language: the phone's share sheet, else WhatsApp. The
 * server writes the page with the origin's placeholder, which it fills in as it serves the page.
 */
export function OpeningShare({
  opening,
  className = 'button',
}: {
  opening: { title: string; slug: string; lang?: 'en' };
  className?: string;
}) {
  const t = useCareersText();
  const path = useLocalPath(openingPath(opening.slug));
  return (
    <ShareLink
      className={`${className} opening__share`}
      title={opening.title}
      text={t('We are hiring: {{title}} at {{company}}.', {
        title: opening.title,
        company: COMPANY.shortName,
      })}
      url={pageOrigin(SITE_ORIGIN_PLACEHOLDER) + path}
    >
      {t('Share this role')}
      <span className="visually-hidden">
        {/* One text where the title is the page's language: no comment between text nodes in the server's HTML. */}
        {opening.lang
          ? richText(t, ' for {{title}}', { title: <MarkedText text={opening.title} lang={opening.lang} /> })
          : t(' for {{title}}', { title: opening.title })}
      </span>
    </ShareLink>
  );
}

interface OpeningIntroProps {
  opening: ViewedOpening;
  /** The title's heading: the page's own (h1), or h2 where it stands inside another page (the preview). */
  titleAs?: 'h1' | 'h2';
  /** Below the title: the public page's share link. */
  actions?: ReactNode;
}

/** An opening's heading band: the breadcrumb, the kind of role and its title. */
export function OpeningIntro({ opening, titleAs: Title = 'h1', actions }: OpeningIntroProps) {
  const t = useCareersText();
  const home = useLocalPath(PATHS.home);
  const careers = useLocalPath(PATHS.careers);
  return (
    <div className="page-intro">
      <div className="container">
        <nav aria-label={t('Breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <a href={home}>{t('Home')}</a>
            </li>
            <li>
              <a href={careers}>{t('Careers')}</a>
            </li>
            <li>
              <span aria-current="page" lang={langOf(opening, 'title')}>
                {opening.title}
              </span>
            </li>
          </ol>
        </nav>
        <p className="page-intro__eyebrow">{t(EMPLOYMENT_TYPE_LABELS[opening.employmentType])}</p>
        <Title lang={langOf(opening, 'title')}>{opening.title}</Title>
        {actions ? <p className="page-intro__actions">{actions}</p> : null}
      </div>
    </div>
  );
}

interface OpeningStateProps {
  opening: ViewedOpening;
  /** Closed or past its closing day: it no longer takes applications. */
  closed: boolean;
}

/** An opening's column: a closed notice when it has closed, facts, description and requirements. */
export function OpeningDetails({ opening, closed }: OpeningStateProps) {
  const t = useCareersText();
  const careers = useLocalPath(PATHS.careers);
  return (
    <>
      {closed ? (
        <div className="opening-closed">
          <h2>{t('This role is closed')}</h2>
          <p>
            {richText(t, 'It no longer takes applications. {{link}}.', {
              link: <a href={careers}>{t('See the roles open now')}</a>,
            })}
          </p>
        </div>
      ) : null}
      <OpeningFacts opening={opening} />
      <div className="prose">
        <h2 id={OPENING_ABOUT_ID}>{t('About the role')}</h2>
        <OpeningText text={opening.description} lang={langOf(opening, 'description')} />
        <h2>{t('What we look for')}</h2>
        <OpeningText text={opening.requirements} lang={langOf(opening, 'requirements')} />
      </div>
    </>
  );
}

/** Below the application form of an open opening: the careers email, the second way to apply. */
export function OpeningEmail({ opening, closed }: OpeningStateProps) {
  const t = useCareersText();
  if (closed) return null;
  return (
    <section className="page-band page-band--alt" aria-labelledby="opening-email">
      <div className="container">
        <div className="prose">
          <h2 id="opening-email">{t('Prefer email?')}</h2>
          <p>
            {richText(
              t,
              'Send your résumé to {{email}} with the role in the subject line. We reply to every application within a week, and we never ask for a fee at any stage.',
              { email: <a href={mailtoApply(opening.title)}>{COMPANY.emails.careers}</a> },
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
