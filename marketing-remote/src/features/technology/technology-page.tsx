import { useMarketingText } from '../../i18n/marketing-text';
import { PageSection } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { TECHNOLOGY_GROUPS, type TechnologyGroup } from './technologies';
import '../../ui/marketing.css';
import './technology.css';

function TechnologyList({ items }: { items: TechnologyGroup['items'] }) {
  const t = useMarketingText();
  return (
    <ul className="tech-grid" role="list">
      {Object.entries(items).map(([name, item]) => (
        <li key={name} className="card tech-card">
          <img src={item.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
          <div>
            <h3 className="tech-card__name">{name}</h3>
            <p>{t(item.use)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TechnologyPage() {
  const t = useMarketingText();
  return (
    <>
      <PageIntro
        title={t('Technology')}
        eyebrow={t('Our stack')}
        lead={t(
          'Proven, well-supported technologies our engineers use every day, chosen so that any competent team can maintain what we build.',
        )}
      />
      {TECHNOLOGY_GROUPS.map((group, index) => (
        <PageSection
          key={group.id}
          id={group.id}
          title={t(group.title)}
          intro={t(group.intro)}
          alt={index % 2 === 1}
        >
          <TechnologyList items={group.items} />
        </PageSection>
      ))}
    </>
  );
}
