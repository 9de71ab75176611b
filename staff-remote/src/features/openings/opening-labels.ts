import type { OpeningStatus } from 'shared/contract/careers';
import { ROUTES } from 'shared/contract/routes';
import type { StaffOpeningListItem } from 'shared/contract/staff-opening-responses';

export const OPENING_STATUS_LABELS: Record<OpeningStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

/**
 * Where an opening stands, for its badge: a published one whose closing date has passed is listed
 * nowhere any more, and says so.
 */
export function openingState(opening: Pick<StaffOpeningListItem, 'status' | 'open'>) {
  if (opening.status === 'published' && !opening.open) {
    return { key: 'opening-expired', label: 'Closing date passed' };
  }
  return { key: `opening-${opening.status}`, label: OPENING_STATUS_LABELS[opening.status] };
}

/** The opening's public page (the careers pages serve it once it is published). */
export const publicOpeningPath = (slug: string) => `${ROUTES.careers.path}/${encodeURIComponent(slug)}`;
