import type { ReactNode } from 'react';

/** A BDE's details as a definition list: each label with its value. */
export function PartnerFields({ fields }: { fields: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="partner-fields">
      {fields.map(([label, value]) => (
        <div key={label} className="partner-fields__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null ? <span className="partner-muted">Not given</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of the BDE's page: a card named by its heading. */
export function PartnerSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="staff-card partner-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
