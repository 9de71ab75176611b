import { Link } from 'shared/routing/router';
import { PATHS } from 'shared/contract/route-paths';
import { useDisclosure } from 'shared/disclosure/use-disclosure';
import { useMarketingText } from '../../i18n/marketing-text';
import { richText } from 'shared/i18n/rich-text';

export function StaffingSection() {
  const more = useDisclosure();
  const t = useMarketingText();
  return (
    <section id="staffing" className="page-band staffing" aria-labelledby="staffing-title">
      <div className="container staffing__inner">
        <div>
          <p className="eyebrow">{t('IT staffing')}</p>
          <h2 id="staffing-title">{t('The right engineer, screened by engineers')}</h2>
          <p className="lead">
            {t(
              'Hiring a developer through a job board means reading two hundred CVs to find five worth calling. We do that reading for you, and our senior engineers run the technical interview before you ever see a profile.',
            )}
          </p>
          <div id={more.panelId} hidden={!more.open} className="staffing__more">
            <p>
              {t(
                'We place .NET, Java, Python, PHP, React and Angular developers, manual and automation testers, and application support engineers. You choose the arrangement: a fixed-term contract with us as the employer, contract-to-hire, or a permanent hire on your payroll.',
              )}
            </p>
            <ul className="tick-list">
              <li>{t('A shortlist of screened profiles within five working days')}</li>
              <li>{t('Coding exercise and interview notes shared with every profile')}</li>
              <li>{t('Background, education and previous-employer checks before joining')}</li>
              <li>{t('A free replacement if a permanent hire leaves within 90 days')}</li>
            </ul>
            <p>
              {richText(t, '{{link}} and we will call you back the same working day.', {
                link: <Link to={PATHS.contact}>{t('Tell us about the role')}</Link>,
              })}
            </p>
          </div>
          <button type="button" className="button" {...more.buttonProps}>
            {more.open ? t('Read Less') : t('Read More')}
          </button>
          <Link to={PATHS.careers}>{t('Jobs with us')}</Link>
        </div>
        <ul className="staffing__facts" role="list">
          <li>
            <strong>{t('Contract')}</strong>
            <span>{t('Engineers on our payroll, working in your team')}</span>
          </li>
          <li>
            <strong>{t('Contract-to-hire')}</strong>
            <span>{t('Try the fit for three to six months, then hire')}</span>
          </li>
          <li>
            <strong>{t('Permanent')}</strong>
            <span>{t('We find and screen; you hire directly')}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
