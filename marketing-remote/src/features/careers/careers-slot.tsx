import type { MouseEvent, ReactNode } from 'react';
import { CAREERS_SLOT_ATTRIBUTE, type CareersSlot as SlotName } from 'shared/contract/careers-view';
import { useNavigate } from 'shared/routing/router';

/** The path of a plainly clicked link to a page of this site (not a new tab, not mail), else null. */
function inSitePath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

interface CareersSlotProps {
  name: SlotName;
  /** Its part from shared/careers's careersSlots; none until drawn. */
  children?: ReactNode;
}

/**
 * A place on a careers page the server fills from the database at request time: the same component
 * draws it there and here (shared/careers), so taking the page over changes nothing. Its links
 * are plain, and move within the site as the router's links do.
 */
export function CareersSlot({ name, children }: CareersSlotProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    const path = inSitePath(event);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <div className="careers-slot" {...{ [CAREERS_SLOT_ATTRIBUTE]: name }} onClick={follow}>
      {children}
    </div>
  );
}
