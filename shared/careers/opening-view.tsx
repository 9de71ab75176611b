/** @jsxRuntime automatic */
// The pragma above: the API renders this file with tsx, which reads no tsconfig's JSX setting.
import { COMPANY } from '../content/company';
import { EMPLOYMENT_TYPE_LABELS, type OpeningFields } from '../contract/careers';
import { OPENING_ABOUT_ID, locationText, openingFacts } from '../contract/careers-view';
import { PATHS } from '../contract/route-paths';
import { langOf, type EnglishFields } from './english-text';
import { TextBlocks } from './text-blocks';

// An opening's public page, one component per band, drawn alike by the server (into the
// pre-rendered page's slots, api/src/hiring/openings/careers-pages.ts), by the page once the
// browser takes it over, and by the back office's preview. Pure: no router, no store, plain links
// (the careers page's slot follows its in-site links). React escapes every word staff wrote. On a
// page in another language, each text the opening lacks there is its English, marked lang="en".
// Outside shared/ui, whose modules the apps share one instance of at run time: these hold no state,
// so each app bundles what it uses.

const mailtoApply = (title: string) =>
  `mailto:${COMPANY.emails.careers}?subject=${encodeURIComponent(`Application: ${title}`)}`;

/** Staff's plain text as paragraphs and ticked lists. */
export const OpeningText = ({ text, lang }: { text: string; lang?: string }) => (
  <TextBlocks text={text} listClassName="tick-list" lang={lang} />
);

type ViewedOpening = OpeningFields & EnglishFields;

/** The location fact, its city marked when it is the English one (the words around it are the page's). */
function FactValue({ opening, value }: { opening: ViewedOpening; value: string }) {
  const lang = langOf(opening, 'city');
  if (!lang || opening.workMode === 'remote' || value !== locationText(opening)) return <>{value}</>;
  return (
    <>
      <span lang={lang}>{opening.city}</span>
      {value.slice(opening.city.length)}
    </>
  );
}

/** The description and requirements as the JobPosting data gives them (HTML, as Google asks). */
export function JobPostingText({ opening }: { opening: OpeningFields }) {
  return (
    <>
      <OpeningText text={opening.description} />
      <h2>What we look for</h2>
      <OpeningText text={opening.requirements} />
    </>
  );
}

/** The key facts of an opening, each a label and its value. */
export function OpeningFacts({ opening }: { opening: ViewedOpening }) {
  return (
    <dl className="opening__facts">
      {openingFacts(opening).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <FactValue opening={opening} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface OpeningIntroProps {
  opening: ViewedOpening;
  /** The title's heading: the page's own (h1), or h2 where it stands inside another page (the preview). */
  titleAs?: 'h1' | 'h2';
}

/** An opening's heading band: the breadcrumb, the kind of role and its title. */
export function OpeningIntro({ opening, titleAs: Title = 'h1' }: OpeningIntroProps) {
  return (
    <div className="page-intro">
      <div className="container">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <a href="/">Home</a>
            </li>
            <li>
              <a href={PATHS.careers}>Careers</a>
            </li>
            <li>
              <span aria-current="page" lang={langOf(opening, 'title')}>
                {opening.title}
              </span>
            </li>
          </ol>
        </nav>
        <p className="page-intro__eyebrow">{EMPLOYMENT_TYPE_LABELS[opening.employmentType]}</p>
        <Title lang={langOf(opening, 'title')}>{opening.title}</Title>
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
  return (
    <>
      {closed ? (
        <div className="opening-closed">
          <h2>This role is closed</h2>
          <p>
            It no longer takes applications. <a href={PATHS.careers}>See the roles open now</a>.
          </p>
        </div>
      ) : null}
      <OpeningFacts opening={opening} />
      <div className="prose">
        <h2 id={OPENING_ABOUT_ID}>About the role</h2>
        <OpeningText text={opening.description} lang={langOf(opening, 'description')} />
        <h2>What we look for</h2>
        <OpeningText text={opening.requirements} lang={langOf(opening, 'requirements')} />
      </div>
    </>
  );
}

/** Below the application form of an open opening: the careers email, the second way to apply. */
export function OpeningEmail({ opening, closed }: OpeningStateProps) {
  if (closed) return null;
  return (
    <section className="page-band page-band--alt" aria-labelledby="opening-email">
      <div className="container">
        <div className="prose">
          <h2 id="opening-email">Prefer email?</h2>
          <p>
            Send your résumé to <a href={mailtoApply(opening.title)}>{COMPANY.emails.careers}</a> with the
            role in the subject line. We reply to every application within a week, and we never ask for a fee
            at any stage.
          </p>
        </div>
      </div>
    </section>
  );
}
