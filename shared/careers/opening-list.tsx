/** @jsxRuntime automatic */
// The pragma above: the API renders this file with tsx, which reads no tsconfig's JSX setting.
import type { PublicOpening } from '../contract/careers-responses';
import { openingPath, openingSummary } from '../contract/careers-view';
import { richText } from '../i18n/rich-text';
import { useCareersText } from './careers-text';
import { MarkedText, langOf } from './english-text';
import { OpeningFacts, OpeningShare, useLocalPath } from './opening-view';

function OpeningCard({ opening }: { opening: PublicOpening }) {
  const id = `opening-${opening.slug}`;
  const title = langOf(opening, 'title');
  const t = useCareersText();
  const href = useLocalPath(openingPath(opening.slug));
  return (
    <li className="card opening">
      <article aria-labelledby={id}>
        <h3 id={id} className="opening__title" lang={title}>
          {opening.title}
        </h3>
        <OpeningFacts opening={opening} />
        <p lang={langOf(opening, 'description')}>{openingSummary(opening)}</p>
        <a className="button button--primary" href={href}>
          {t('See the role and apply')}
          <span className="visually-hidden">
            {richText(t, ' for {{title}}', { title: <MarkedText text={opening.title} lang={title} /> })}
          </span>
        </a>
        <OpeningShare opening={{ ...opening, lang: title }} />
      </article>
    </li>
  );
}

/** The list page's openings: a card each, or a word that none is open. */
export function OpeningList({ openings }: { openings: PublicOpening[] }) {
  const t = useCareersText();
  if (!openings.length) {
    return (
      <p className="opening-list__empty">
        {t(
          'No role is open right now. New roles are posted here first; you are welcome to send your résumé for future openings all the same.',
        )}
      </p>
    );
  }
  return (
    <ul className="opening-list" role="list">
      {openings.map((opening) => (
        <OpeningCard key={opening.slug} opening={opening} />
      ))}
    </ul>
  );
}
