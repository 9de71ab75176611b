import { api } from 'shared/api/base-api';
import { signedOut } from 'shared/auth/auth-slice';
import { notify } from 'shared/notifications/notifications-slice';
import type { AppDispatch } from 'shared/store/create-store';

export const ACCOUNT_DELETED =
  'Your account has been deleted, with your consent records and sign-ins. We have sent a confirmation to your email address.';

/**
 * After the server deleted the account (and ended its session): leave first, as sign-out does, so the
 * dashboard never flashes its "please sign in" redirect; then forget the person and whatever the API
 * client still holds about them, and say what happened (`said`: ACCOUNT_DELETED in the page's language).
 */
export function accountDeleted(leave: () => void, said: string) {
  return (dispatch: AppDispatch) => {
    leave();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    dispatch(notify('success', said));
  };
}
