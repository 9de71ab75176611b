import type { ReferralWeek } from 'shared/contract/referral-link-responses';
import { Link } from 'shared/routing/router';
import { richText } from 'shared/i18n/rich-text';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { DataTable } from '../../ui/data-table';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';

type Figure = Exclude<keyof ReferralWeek, 'weekStart'>;
const FIGURES: Array<{ key: Figure; header: string }> = [
  { key: 'visits', header: 'Visits' },
  { key: 'leads', header: 'Leads' },
  { key: 'registrations', header: 'Registrations' },
  { key: 'messages', header: 'Contact messages' },
  { key: 'signUps', header: 'Sign-ups' },
];

/** The link's weeks, newest first, with their totals. */
export function ReferralWeeks({ weeks }: { weeks: ReferralWeek[] }) {
  const t = useBdeText();
  const { date } = useWorkFormat();
  const total = (key: Figure) => weeks.reduce((sum, week) => sum + week[key], 0);
  return (
    <section aria-labelledby="referral-weeks-title" className="referral-link__weeks">
      <h3 id="referral-weeks-title">{t('What your link brought')}</h3>
      <p>
        {t(
          'In the last {{weeks}} weeks: {{visits}} visits, {{leads}} leads, {{registrations}} registrations, {{messages}} contact messages and {{signUps}} sign-ups.',
          {
            weeks: weeks.length,
            visits: total('visits'),
            leads: total('leads'),
            registrations: total('registrations'),
            messages: total('messages'),
            signUps: total('signUps'),
          },
        )}
      </p>
      <DataTable
        caption={t('Your link, week by week')}
        className="data-table referral-link__table"
        columns={[
          { header: t('Week of'), cell: (week: ReferralWeek) => date(week.weekStart) },
          ...FIGURES.map(({ key, header }) => ({
            header: t(header),
            numeric: true,
            cell: (week: ReferralWeek) => week[key],
          })),
        ]}
        rows={[...weeks].reverse()}
        rowKey={(week) => week.weekStart}
      />
      <p>
        {richText(t, 'The leads your link brought are in {{leads}}, like your other leads.', {
          leads: <Link to={portalPath(PORTAL_SECTIONS.leads)}>{t('Leads & Clients')}</Link>,
        })}
      </p>
    </section>
  );
}
