import { SERVICES } from '../content/services';
import { useMarketingText } from '../i18n/marketing-text';
import { ServiceIcon } from './service-icon';

/** The six service cards; the services page adds what each one includes. */
export function ServiceCardList({
  headingLevel = 3,
  detailed = false,
}: {
  headingLevel?: 2 | 3;
  detailed?: boolean;
}) {
  const t = useMarketingText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="service-grid" role="list">
      {SERVICES.map((service) => (
        <li key={service.id} id={detailed ? service.id : undefined} className="card service-card">
          <span className="service-card__icon">
            <ServiceIcon name={service.icon} />
          </span>
          <Heading className="service-card__title">{t(service.title)}</Heading>
          <p>{t(service.summary)}</p>
          {detailed && (
            <ul className="tick-list">
              {service.includes.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
