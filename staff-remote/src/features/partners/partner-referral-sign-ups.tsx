import { REFERRAL_PATHS } from 'shared/contract/referral-link';
import type { ReferralSignUpsResponse } from 'shared/contract/referral-link-responses';
import { formatDateTimeIst } from 'shared/format/date';
import { EmailLink } from '../../app/contact-links';
import { staffApi } from '../../app/staff-api';
import { LoadFailure, Loading } from '../../ui/load-states';
import { ScrollingTable } from '../../ui/scrolling-table';

const signUpsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    partnerReferralSignUps: build.query<ReferralSignUpsResponse, string>({
      query: (bdeCode) => REFERRAL_PATHS.staffSignUps({ bdeCode }),
    }),
  }),
});
const { usePartnerReferralSignUpsQuery } = signUpsApi;

const TITLE = 'Sign-ups through the link';

function SignUps({ signUps, total }: ReferralSignUpsResponse) {
  if (total === 0) return <p className="partner-muted">No one has signed up through this link yet.</p>;
  const caption =
    total > signUps.length ? `${TITLE}: the latest ${signUps.length} of ${total}` : `${TITLE} (${total})`;
  return (
    <ScrollingTable caption={caption} label={TITLE}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Signed up</th>
        </tr>
      </thead>
      <tbody>
        {signUps.map((signUp) => (
          <tr key={signUp.email}>
            <th scope="row" data-label="Name">
              {signUp.name}
            </th>
            <td data-label="Email">
              <EmailLink email={signUp.email} />
            </td>
            <td data-label="Signed up">{formatDateTimeIst(signUp.signedUpAt)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** The users who made an account after arriving through the partner's personal link, newest first. */
export function PartnerReferralSignUps({ bdeCode }: { bdeCode: string }) {
  const result = usePartnerReferralSignUpsQuery(bdeCode);
  if (result.data) return <SignUps {...result.data} />;
  if (result.isError) return <LoadFailure what="the link's sign-ups" onRetry={result.refetch} />;
  return <Loading what="the link's sign-ups" />;
}
