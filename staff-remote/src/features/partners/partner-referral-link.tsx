import { REFERRAL_PATHS } from 'shared/contract/referral-link';
import type { ReferralStatsResponse, ReferralWeek } from 'shared/contract/referral-link-responses';
import { formatDateIn } from 'shared/format/date';
import { staffApi } from '../../app/staff-api';
import { LoadFailure, Loading } from '../../ui/load-states';
import { ScrollingTable } from '../../ui/scrolling-table';
import { PartnerSection } from './partner-fields';
import { PartnerReferralSignUps } from './partner-referral-sign-ups';

const referralApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    partnerReferralWeeks: build.query<ReferralStatsResponse, string>({
      query: (bdeCode) => REFERRAL_PATHS.staffWeeks({ bdeCode }),
    }),
  }),
});
const { usePartnerReferralWeeksQuery } = referralApi;

const FIGURES: Array<[label: string, key: Exclude<keyof ReferralWeek, 'weekStart'>]> = [
  ['Visits', 'visits'],
  ['Leads', 'leads'],
  ['Registrations', 'registrations'],
  ['Contact messages', 'messages'],
  ['Sign-ups', 'signUps'],
];

function Weeks({ weeks }: { weeks: ReferralWeek[] }) {
  const total = (key: Exclude<keyof ReferralWeek, 'weekStart'>) =>
    weeks.reduce((sum, week) => sum + week[key], 0);
  return (
    <>
      <p>
        Last {weeks.length} weeks:{' '}
        {FIGURES.map(([label, key]) => `${total(key)} ${label.toLowerCase()}`).join(', ')}.
      </p>
      <ScrollingTable caption="Personal link by week" label="Personal link by week">
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {FIGURES.map(([label]) => (
              <th key={label} scope="col" className="staff-table__number">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...weeks].reverse().map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" data-label="Week of">
                {formatDateIn(week.weekStart)}
              </th>
              {FIGURES.map(([label, key]) => (
                <td key={key} className="staff-table__number" data-label={label}>
                  {week[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </>
  );
}

/**
 * What the partner's personal link brought, week by week: the counts the BDE sees on their page; then
 * who signed up through it, which only staff see.
 */
export function PartnerReferralLink({ bdeCode }: { bdeCode: string }) {
  const result = usePartnerReferralWeeksQuery(bdeCode);
  let content;
  if (result.data) content = <Weeks weeks={result.data.weeks} />;
  else if (result.isError) content = <LoadFailure what="the link's counts" onRetry={result.refetch} />;
  else content = <Loading what="the link's counts" />;
  return (
    <PartnerSection id="partner-referral-link" title="Personal link">
      {content}
      <PartnerReferralSignUps bdeCode={bdeCode} />
    </PartnerSection>
  );
}
