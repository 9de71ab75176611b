import type { OpeningFields } from 'shared/contract/careers';
import { COMPANY } from 'shared/content/company';
import { openingFacts } from 'shared/contract/careers-view';
import { TextBlocks } from 'shared/ui/text-blocks';

/**
 * The opening as its public page shows it: the title, its facts, the description and requirements
 * as paragraphs and lists (never HTML), and how to apply. Headings start at level 2, inside the
 * back office's page.
 */
export function OpeningPreview({ opening }: { opening: OpeningFields }) {
  return (
    <article className="opening-preview" aria-labelledby="opening-preview-title">
      <h2 id="opening-preview-title">{opening.title}</h2>
      <dl className="opening-preview__facts">
        {openingFacts(opening).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>About the role</h3>
      <TextBlocks text={opening.description} listClassName="opening-preview__list" />
      <h3>What we look for</h3>
      <TextBlocks text={opening.requirements} listClassName="opening-preview__list" />
      <h3>How to apply</h3>
      <p>
        Candidates apply on the page with their résumé, or by email to {COMPANY.emails.careers} with the role
        in the subject line.
      </p>
    </article>
  );
}
