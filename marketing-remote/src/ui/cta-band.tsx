import type { ReactNode } from 'react';
import { Link } from 'shared/routing/router';
import { PageBand } from './page-band';

interface CtaBandProps {
  /** The id of its h2. */
  id: string;
  title: string;
  /** The one line under the heading. */
  children: ReactNode;
  to: string;
  action: string;
}

/** The closing call to action of a page: a heading, one line and a button-styled link. */
export function CtaBand({ id, title, children, to, action }: CtaBandProps) {
  return (
    <PageBand labelledBy={id} className="cta-band" layout="cta-band__inner">
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
      <Link to={to} className="button button--accent">
        {action}
      </Link>
    </PageBand>
  );
}
