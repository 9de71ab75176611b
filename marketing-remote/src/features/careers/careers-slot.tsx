import type { MouseEvent, ReactNode } from 'react';
import { CAREERS_SLOT_ATTRIBUTE, type CareersSlot as SlotName } from 'shared/contract/careers-view';
import { languageOfPath } from 'shared/i18n/language-path';
import type { Language } from 'shared/i18n/languages';
import { usePageLanguage } from 'shared/i18n/text';
import { useNavigate } from 'shared/routing/router';

/**
 * The path, for the router (below the language's prefix), of a plainly clicked link to a page of
 * this site in the page's language (not a new tab, not mail), else null.
 */
function inSitePath(event: MouseEvent<HTMLElement>, language: Language): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  const { language: linked, path } = languageOfPath(url.pathname);
  return linked === language ? `${path}${url.search}${url.hash}` : null;
}

interface CareersSlotProps {
  name: SlotName;
  /** Its part from shared/careers's careersSlots; none until drawn. */
  children?: ReactNode;
}

/**
 * A place on a careers page the server fills from the database at request time: the same component
 * draws it there and here (shared/careers), so taking the page over changes nothing. Its links
 * are plain, in the page's language, and move within the site as the router's links do.
 */
export function CareersSlot({ name, children }: CareersSlotProps) {
  const navigate = useNavigate();
  const language = usePageLanguage();
  const follow = (event: MouseEvent<HTMLElement>) => {
    const path = inSitePath(event, language);
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
