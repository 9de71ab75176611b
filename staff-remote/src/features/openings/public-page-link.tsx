import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { publicOpeningPath } from './opening-labels';

/**
 * The opening's address on the careers page: a link once it has been published (a closed one's page
 * says it has closed), the address it will have while it is a draft.
 */
export function PublicPageLink({ opening }: { opening: Pick<StaffOpeningResponse, 'slug' | 'status'> }) {
  const path = publicOpeningPath(opening.slug);
  if (opening.status === 'draft') {
    return (
      <>
        Its address once published: <code className="opening-address">{path}</code>
      </>
    );
  }
  return (
    <a href={path} target="_blank" rel="noopener noreferrer" className="opening-address">
      {path}
      <span className="visually-hidden"> (the public page, opens in a new tab)</span>
    </a>
  );
}
