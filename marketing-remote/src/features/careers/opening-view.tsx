import type { PublicOpening } from 'shared/contract/careers-responses';
import { openingEmailMarkup, openingPageMarkup } from 'shared/contract/careers-view';
import { ApplySection } from '../careers-apply/apply-section';
import { CareersSlot } from './careers-slot';
import { useOpeningHead } from './page-head';

interface OpeningViewProps {
  opening: PublicOpening;
  closed: boolean;
  /** The application form, which the server cannot draw: shown once the page is the browser's. */
  withApplication: boolean;
}

/** An opening: its page from the shared markup, the application form while it is open, the email way to apply. */
export function OpeningView({ opening, closed, withApplication }: OpeningViewProps) {
  useOpeningHead(opening, closed);
  return (
    <>
      <CareersSlot name="opening" markup={openingPageMarkup(opening, closed)} />
      {withApplication && !closed ? (
        <ApplySection opening={{ slug: opening.slug, title: opening.title }} />
      ) : null}
      <CareersSlot name="apply" markup={openingEmailMarkup(opening, closed)} />
    </>
  );
}
