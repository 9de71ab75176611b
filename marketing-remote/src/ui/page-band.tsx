import type { ReactNode } from 'react';

interface PageBandProps {
  /** The id of the heading that names the band; `label` names a band that has no heading of its own. */
  labelledBy?: string;
  label?: string;
  /** Classes added to the band's own: `page-band--alt` for the other background, `cta-band`. */
  className?: string;
  /** Classes added to its container, which lay its content out (`split`, `cta-band__inner`). */
  layout?: string;
  children: ReactNode;
}

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** A full-width band of an inner page, its content in the page's container. */
export function PageBand({ labelledBy, label, className, layout, children }: PageBandProps) {
  return (
    <section className={classes('page-band', className)} aria-labelledby={labelledBy} aria-label={label}>
      <div className={classes('container', layout)}>{children}</div>
    </section>
  );
}

interface PageSectionProps {
  /** The id of its h2, which names the section. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** The other background, for a band that follows a plain one. */
  alt?: boolean;
  children: ReactNode;
}

/** A band that opens with its heading block (eyebrow, h2, a line of introduction), then its content. */
export function PageSection({ id, title, eyebrow, intro, alt = false, children }: PageSectionProps) {
  return (
    <PageBand labelledBy={id} className={alt ? 'page-band--alt' : undefined}>
      <div className="section-heading">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id}>{title}</h2>
        {intro && <p>{intro}</p>}
      </div>
      {children}
    </PageBand>
  );
}
