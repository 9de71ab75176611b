// The API client and the auth slice by their package names, not by relative paths: this module is
// loaded by the remotes, and only a `shared/...` request is resolved through the federation share
// scope to the shell's one instance. A relative import would bind the remote's own copy of the API
// client, whose endpoints the store's middleware does not know.
import { api } from 'shared/api/base-api';
import { signedIn, type AuthUser } from 'shared/auth/auth-slice';
import { toFormBody } from '../api/form-body';
import { EXECUTIVE_PATHS } from '../contract/executive';
import type { BdeDashboardAnswers, BdeLoginResponse } from '../contract/bde-login-responses';
import type { BdeLoginRequest } from '../contract/executive-schema';
import { USER_PATHS } from '../contract/user';
import type { UserLoginResponse } from '../contract/user-responses';
import type { UserLoginRequest } from '../contract/user-schema';
import { isLanguage, type Language } from '../i18n/languages';
import type { AppDispatch } from '../store/create-store';

const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Form data EmailAddress, Password -> { userId, name, email, language } and a session cookie. */
    userLogin: build.mutation<Partial<UserLoginResponse> | null, UserLoginRequest>({
      query: (fields) => ({ url: USER_PATHS.login, method: 'POST', body: toFormBody(fields) }),
    }),
    /** Form data userName, password -> { bdeCode, userName, fullName, language } and a session cookie. */
    bdeLogin: build.mutation<BdeLoginResponse, BdeLoginRequest>({
      query: (fields) => ({ url: EXECUTIVE_PATHS.login, method: 'POST', body: toFormBody(fields) }),
    }),
  }),
});

type SignInRequest = { role: 'user'; fields: UserLoginRequest } | { role: 'bde'; fields: BdeLoginRequest };

/**
 * What the browser keeps of a sign-in: the person, and for a BDE the BDE code; with the language
 * saved with the account, where the next page opens (go-after-sign-in.ts).
 */
export interface SignedInSession {
  user: AuthUser;
  bdeCode?: string;
  language?: Language;
}

/** The account's language as the answer gives it; none from an API that does not say. */
const languageOf = (language: unknown) => (isLanguage(language) ? language : undefined);

/** A user is kept by name (or email when there is no name), id and email; null when it names no one. */
function userSession(answer: Partial<UserLoginResponse> | null): SignedInSession | null {
  if (!answer?.name && !answer?.email) return null;
  return {
    user: {
      name: answer.name || answer.email || '',
      role: 'user',
      userId: answer.userId,
      email: answer.email,
    },
    language: languageOf(answer.language),
  };
}

/** A BDE is kept by full name (or user name) with the BDE code the portal's calls need. */
function bdeSession(answer: BdeLoginResponse): SignedInSession {
  return {
    user: { name: answer.fullName || answer.userName, role: 'bde' },
    bdeCode: answer.bdeCode,
    language: languageOf(answer.language),
  };
}

/**
 * What the caller does at the moment the session exists, in the same task as the store's update,
 * rather than after `await`ing the sign-in (by then the page has already re-rendered once for the
 * new person; on a slow phone each render is tens of milliseconds).
 */
export interface SignInSteps {
  /**
   * Before anything re-renders, with the previous person's cache already gone: the next page's calls
   * leave first, or, for a BDE, what the answer carried of them (`dashboard`) is put in their place.
   */
  prefetch?: (session: SignedInSession, dashboard?: BdeDashboardAnswers) => void;
  /** Right after the session is stored: say so and move on, re-rendered together with the store's update. */
  signedIn?: (session: SignedInSession) => void;
}

/**
 * Signs a user or a BDE in at their own API, as signOut signs them out: on success it drops whatever
 * the API client cached for the previous person (none of it may be shown to this one), stores the
 * session and returns it; the caller then moves on (a user to /userDashboard, a BDE to
 * /bdedetails, in the account's language: goAfterSignIn), in `steps` or after it. A user answer that names no one stores nothing, runs no step
 * and returns null. A failed call is thrown as it came (its status tells the caller what to say) and
 * stores nothing.
 */
export function signIn(request: SignInRequest, steps: SignInSteps = {}) {
  return async (dispatch: AppDispatch): Promise<SignedInSession | null> => {
    let session: SignedInSession | null;
    let dashboard: BdeDashboardAnswers | undefined;
    if (request.role === 'user') {
      session = userSession(
        await dispatch(signInApi.endpoints.userLogin.initiate(request.fields, { track: false })).unwrap(),
      );
    } else {
      const answer = await dispatch(
        signInApi.endpoints.bdeLogin.initiate(request.fields, { track: false }),
      ).unwrap();
      session = bdeSession(answer);
      dashboard = answer.dashboard;
    }
    if (!session) return null;
    dispatch(api.util.resetApiState());
    steps.prefetch?.(session, dashboard);
    dispatch(signedIn(session));
    steps.signedIn?.(session);
    return session;
  };
}
