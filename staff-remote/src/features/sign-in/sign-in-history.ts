import type { StaffSignInResponse } from 'shared/contract/staff-account-responses';

const when = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const times = (n: number) => (n === 1 ? 'one failed sign-in' : `${n} failed sign-ins`);

/**
 * What a member is told as they sign in: their sign-in before this one and the failures on their
 * account since, so a stranger's attempts do not go unseen. Null when there is nothing to tell.
 */
export function signInHistoryNotice({
  previousSignIn,
  failedSince,
}: Pick<StaffSignInResponse, 'previousSignIn' | 'failedSince'>): {
  kind: 'info' | 'error';
  text: string;
} | null {
  const failures = failedSince
    ? ` Since then there ${failedSince === 1 ? 'was' : 'were'} ${times(failedSince)} on your account: if they were not yours, tell an admin.`
    : '';
  if (previousSignIn) {
    const last = `Your last sign-in was on ${when.format(new Date(previousSignIn.at))} IST, from ${previousSignIn.ipAddress}.`;
    return { kind: failedSince ? 'error' : 'info', text: last + failures };
  }
  if (!failedSince) return null;
  return {
    kind: 'error',
    text: `Before this first sign-in there ${failedSince === 1 ? 'was' : 'were'} ${times(failedSince)} on your account: if they were not yours, tell an admin.`,
  };
}
