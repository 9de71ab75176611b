import { Link } from 'shared/routing/router';
import { COMPANY } from 'shared/content/company';
import { ROUTES } from 'shared/contract/routes';
import { PageBand, PageSection } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { ApplySection } from '../careers-apply/apply-section';
import { OPENINGS } from './openings';
import '../../ui/marketing.css';
import './careers.css';

export function CareersPage() {
  const careersEmail = COMPANY.emails.careers;
  return (
    <>
      <PageIntro
        title="Careers"
        eyebrow="Join us"
        lead="Small teams, real clients and senior engineers who review your code. Two roles are open now."
      />
      <PageSection id="careers-openings" title="Current openings">
        <ul className="opening-list" role="list">
          {OPENINGS.map((opening) => (
            <li key={opening.id} className="card opening">
              <article aria-labelledby={`${opening.id}-title`}>
                <h3 id={`${opening.id}-title`} className="opening__title">
                  {opening.title}
                </h3>
                <dl className="opening__facts">
                  {opening.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                <p>{opening.summary}</p>
                <h4>What you will do</h4>
                <ul className="tick-list">
                  {opening.duties.map((duty) => (
                    <li key={duty}>{duty}</li>
                  ))}
                </ul>
                <h4>What we look for</h4>
                <ul className="tick-list">
                  {opening.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                <a
                  className="button button--primary"
                  href={`mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${opening.title}`)}`}
                >
                  Apply by email<span className="visually-hidden"> for {opening.title}</span>
                </a>
                {/* Until each opening has its own page (/careers/<slug>), which renders this instead. */}
                <ApplySection opening={{ slug: opening.slug, title: opening.title }} />
              </article>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageBand labelledBy="careers-apply" className="page-band--alt">
        <div className="prose">
          <h2 id="careers-apply">How to apply</h2>
          <p>
            Email your resume to <a href={`mailto:${careersEmail}`}>{careersEmail}</a> with the role in the
            subject line. A short note about something you have built, and a link to its code if it is public,
            helps us more than a cover letter.
          </p>
          <p>
            We reply to every application within a week. Shortlisted candidates take a take-home exercise of
            about three hours, followed by one technical conversation and one meeting with the team. We never
            ask for a fee at any stage; treat any request for money in our name as fraud.
          </p>
          <p>
            No opening that fits? Send your resume anyway, or{' '}
            <Link to={ROUTES.about.path}>read about how we work</Link>.
          </p>
        </div>
      </PageBand>
    </>
  );
}
