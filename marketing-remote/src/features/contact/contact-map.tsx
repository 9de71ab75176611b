import { useEffect, useState } from 'react';
import { loadSiteConfig } from 'shared/api/site-config';
import { COMPANY, directionsUrl, oneLineAddress } from 'shared/content/company';

/**
 * The configured map embed, or, without one (or while the setting is unknown), the address with a
 * directions link: the page never depends on a third party to say where we are.
 */
export function ContactMap() {
  const [embed, setEmbed] = useState<string | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadSiteConfig().then((config) => {
      if (mounted) setEmbed(config?.mapEmbedUrl ?? null);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <div className="contact-map">
      {embed ? (
        <iframe
          className="contact-map__frame"
          src={embed}
          title={`Map showing the ${COMPANY.shortName} office`}
          width={600}
          height={320}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="contact-map__fallback">
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path
              d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
              fill="currentColor"
            />
          </svg>
          <p>{oneLineAddress()}</p>
        </div>
      )}
      <p className="contact-map__directions">
        <a href={directionsUrl()} target="_blank" rel="noopener noreferrer">
          Get directions<span className="visually-hidden"> to our office (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
