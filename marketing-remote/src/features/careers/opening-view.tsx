import type { ReactElement, ReactNode } from 'react';
import type { PublicOpening } from 'shared/contract/careers-responses';
import { OPENING_ABOUT_ID, type CareersSlot as SlotName } from 'shared/contract/careers-view';
import { openingSlots } from 'shared/careers/careers-slots';
import { langOf } from 'shared/careers/english-text';
import { PageBand } from '../../ui/page-band';
import { ApplySection } from '../careers-apply/apply-section';
import { CareersSlot } from './careers-slot';
import { useOpeningHead } from './page-head';

interface OpeningLayoutProps {
  /** Each slot's part; none before the server has filled them (at build time). */
  slots?: Partial<Record<SlotName, ReactElement>>;
  /** What the browser adds to the opening's column after the server's text. */
  children?: ReactNode;
}

/**
 * An opening's page as both sides draw it: the server fills the slots with text, and the bands and
 * the column are the page's own, so whatever the browser adds in the column stands where the text does.
 */
export function OpeningLayout({ slots = {}, children }: OpeningLayoutProps) {
  return (
    <>
      <CareersSlot name="intro">{slots.intro}</CareersSlot>
      <PageBand labelledBy={OPENING_ABOUT_ID}>
        <div className="opening-page">
          <CareersSlot name="opening">{slots.opening}</CareersSlot>
          {children}
        </div>
      </PageBand>
      <CareersSlot name="apply">{slots.apply}</CareersSlot>
    </>
  );
}

interface OpeningViewProps {
  opening: PublicOpening;
  closed: boolean;
  /** The application form, which the server cannot draw: shown once the page is the browser's. */
  withApplication: boolean;
}

/** An opening: its page from the shared components, the application form while it is open, the email way to apply. */
export function OpeningView({ opening, closed, withApplication }: OpeningViewProps) {
  useOpeningHead(opening, closed);
  return (
    <OpeningLayout slots={openingSlots({ opening, closed })}>
      {withApplication && !closed ? (
        <ApplySection
          opening={{ slug: opening.slug, title: opening.title, titleLang: langOf(opening, 'title') }}
        />
      ) : null}
    </OpeningLayout>
  );
}
