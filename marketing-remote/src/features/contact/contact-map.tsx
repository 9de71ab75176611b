import { useEffect, useRef } from 'react';
import { loadSiteConfig } from 'shared/api/site-config';
import { directionsUrl, oneLineAddress } from 'shared/content/company';
import { CONTACT_MAP_SLOT_ATTRIBUTE, contactMapFrame } from 'shared/contract/contact-map';
import { SERVER_DRAWN_CHILDREN } from 'shared/contract/server-drawn-children';
import { useMarketingText } from '../../i18n/marketing-text';

/**
 * The configured map embed, or, without one (or while the setting is unknown), the address with a
 * directions link: the page never depends on a third party to say where we are. In a page the
 * server composed, the server has already put the map in (the page may be taken over only at its
 * first use); otherwise it is put in once the setting is known.
 */
export function ContactMap() {
  const slot = useRef<HTMLDivElement>(null);
  const t = useMarketingText();
  useEffect(() => {
    const place = slot.current;
    if (!place || place.firstChild) return;
    let mounted = true;
    void loadSiteConfig().then((config) => {
      if (mounted && config?.mapEmbedUrl && !place.firstChild)
        place.innerHTML = contactMapFrame(config.mapEmbedUrl);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <div className="contact-map">
      <div
        ref={slot}
        className="contact-map__embed"
        {...{ [CONTACT_MAP_SLOT_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={SERVER_DRAWN_CHILDREN}
        suppressHydrationWarning
      />
      <div className="contact-map__fallback">
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
            fill="currentColor"
          />
        </svg>
        <p>{oneLineAddress()}</p>
      </div>
      <p className="contact-map__directions">
        <a href={directionsUrl()} target="_blank" rel="noopener noreferrer">
          {t('Get directions')}
          <span className="visually-hidden">{t(' to our office (opens in a new tab)')}</span>
        </a>
      </p>
    </div>
  );
}
