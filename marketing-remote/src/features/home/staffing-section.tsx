import { Link } from 'shared/routing/router';
import { PATHS } from 'shared/contract/route-paths';
import { useDisclosure } from 'shared/ui/use-disclosure';

export function StaffingSection() {
  const more = useDisclosure();
  return (
    <section id="staffing" className="page-band staffing" aria-labelledby="staffing-title">
      <div className="container staffing__inner">
        <div>
          <p className="eyebrow">IT staffing</p>
          <h2 id="staffing-title">The right engineer, screened by engineers</h2>
          <p className="lead">
            Hiring a developer through a job board means reading two hundred CVs to find five worth calling.
            We do that reading for you, and our senior engineers run the technical interview before you ever
            see a profile.
          </p>
          <div id={more.panelId} hidden={!more.open} className="staffing__more">
            <p>
              We place .NET, Java, Python, PHP, React and Angular developers, manual and automation testers,
              and application support engineers. You choose the arrangement: a fixed-term contract with us as
              the employer, contract-to-hire, or a permanent hire on your payroll.
            </p>
            <ul className="tick-list">
              <li>A shortlist of screened profiles within five working days</li>
              <li>Coding exercise and interview notes shared with every profile</li>
              <li>Background, education and previous-employer checks before joining</li>
              <li>A free replacement if a permanent hire leaves within 90 days</li>
            </ul>
            <p>
              <Link to={PATHS.contact}>Tell us about the role</Link> and we will call you back the same
              working day.
            </p>
          </div>
          <button type="button" className="button" {...more.buttonProps}>
            {more.open ? 'Read Less' : 'Read More'}
          </button>
          <Link to={PATHS.careers}>Jobs with us</Link>
        </div>
        <ul className="staffing__facts" role="list">
          <li>
            <strong>Contract</strong>
            <span>Engineers on our payroll, working in your team</span>
          </li>
          <li>
            <strong>Contract-to-hire</strong>
            <span>Try the fit for three to six months, then hire</span>
          </li>
          <li>
            <strong>Permanent</strong>
            <span>We find and screen; you hire directly</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
