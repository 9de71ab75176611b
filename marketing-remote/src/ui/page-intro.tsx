import type { ReactNode } from 'react';
import { Link } from 'shared/routing/router';
import { useMarketingText } from '../i18n/marketing-text';

interface PageIntroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Shows "Home / <title>" above the heading. */
  breadcrumb?: boolean;
  id?: string;
}

/** The coloured band at the top of every inner page, holding its one h1. */
export function PageIntro({ title, eyebrow, lead, breadcrumb = false, id }: PageIntroProps) {
  const t = useMarketingText();
  return (
    <div className="page-intro">
      <div className="container">
        {breadcrumb && (
          <nav aria-label={t('Breadcrumb')} className="breadcrumb">
            <ol>
              <li>
                <Link to="/">{t('Home')}</Link>
              </li>
              <li>
                <span aria-current="page">{title}</span>
              </li>
            </ol>
          </nav>
        )}
        {eyebrow && <p className="page-intro__eyebrow">{eyebrow}</p>}
        <h1 id={id}>{title}</h1>
        {lead && <p className="page-intro__lead">{lead}</p>}
      </div>
    </div>
  );
}
