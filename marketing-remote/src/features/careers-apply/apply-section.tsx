import { COMPANY } from 'shared/content/company';

interface ApplySectionProps {
  opening: { slug: string; title: string };
}

/**
 * Where an open opening takes applications. This stands in for the application form until it is
 * built (careers-apply): for now, an email to the careers address with the role in its subject.
 */
export function ApplySection({ opening }: ApplySectionProps) {
  const subject = encodeURIComponent(`Application: ${opening.title}`);
  return (
    <section className="page-band" aria-labelledby="apply-title">
      <div className="container">
        <div className="prose">
          <h2 id="apply-title">Apply for this role</h2>
          <p>
            <a
              className="button button--primary"
              href={`mailto:${COMPANY.emails.careers}?subject=${subject}`}
            >
              Apply by email<span className="visually-hidden"> for {opening.title}</span>
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
