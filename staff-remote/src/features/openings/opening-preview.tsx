import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { OpeningDetails, OpeningEmail, OpeningIntro } from 'shared/careers/opening-view';

/**
 * The opening as its public page shows it, drawn by the very components that page and the server
 * draw it with (shared/careers): the heading band, the facts, the description and requirements
 * as paragraphs and lists (never HTML), and the email way to apply while it is open. Its title is
 * an h2, under the back office's own h1.
 */
export function OpeningPreview({ opening }: { opening: StaffOpeningResponse }) {
  const closed = opening.status === 'closed';
  return (
    <article className="opening-preview" aria-label={opening.title}>
      <OpeningIntro opening={opening} titleAs="h2" />
      <div className="opening-preview__column">
        <OpeningDetails opening={opening} closed={closed} />
      </div>
      <OpeningEmail opening={opening} closed={closed} />
    </article>
  );
}
