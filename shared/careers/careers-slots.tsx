/** @jsxRuntime automatic */
// The pragma above: the API renders this file with tsx, which reads no tsconfig's JSX setting.
import type { ReactElement } from 'react';
import type { OpeningResponse } from '../contract/careers-responses';
import type { CareersPageData, CareersSlot } from '../contract/careers-view';
import { langOf } from './english-text';
import { OpeningList } from './opening-list';
import { OpeningDetails, OpeningEmail, OpeningIntro, OpeningShare } from './opening-view';

/**
 * What each slot of a careers page holds for the rows it was drawn from: the server renders these
 * into the pre-rendered page, the page renders the same elements when it takes it over.
 */
export function careersSlots(data: CareersPageData): Partial<Record<CareersSlot, ReactElement>> {
  return data.kind === 'list' ? { list: <OpeningList openings={data.openings} /> } : openingSlots(data);
}

/** An opening page's slots: its heading band, its column, and the email way to apply while open. */
export function openingSlots({
  opening,
  closed,
}: OpeningResponse): Record<'intro' | 'opening' | 'apply', ReactElement> {
  return {
    intro: (
      <OpeningIntro
        opening={opening}
        actions={
          closed ? null : (
            <OpeningShare
              opening={{ ...opening, lang: langOf(opening, 'title') }}
              className="button button--ghost-light"
            />
          )
        }
      />
    ),
    opening: <OpeningDetails opening={opening} closed={closed} />,
    apply: <OpeningEmail opening={opening} closed={closed} />,
  };
}
