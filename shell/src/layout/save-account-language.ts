import { api } from 'shared/api/base-api';
import { selectAuthUser, selectBdeCode } from 'shared/auth/auth-slice';
import { toFormBody } from 'shared/api/form-body';
import type { BdeSettingsResponse } from 'shared/contract/bde-settings-responses';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { USER_PATHS } from 'shared/contract/user';
import type { UserProfileResponse, UserUpdateResponse } from 'shared/contract/user-responses';
import type { UserUpdateRequest } from 'shared/contract/user-schema';
import type { Language } from 'shared/i18n/languages';
import type { AppDispatch } from 'shared/store/create-store';
import type { RootState } from 'shared/store/root-reducer';

/** The calls BDE Settings and the user's profile form make to save a language, as they make them. */
const accountLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveBdeLanguage: build.mutation<BdeSettingsResponse, { bdeCode: string; language: Language }>({
      query: ({ bdeCode, language }) => ({
        url: BDE_SETTINGS_PATHS.language(bdeCode),
        method: 'POST',
        body: { language },
      }),
    }),
    // The profile update wants the name and the address too: sent back as the server has them.
    saveUserLanguage: build.mutation<UserUpdateResponse, { userId: number; language: Language }>({
      async queryFn({ userId, language }, _api, _options, baseQuery) {
        const profile = await baseQuery(USER_PATHS.username(userId));
        if (profile.error) return { error: profile.error };
        const { username, emailAddress } = profile.data as UserProfileResponse;
        const fields: Partial<UserUpdateRequest> = {
          Name: username,
          EmailAddress: emailAddress,
          Language: language,
        };
        const saved = await baseQuery({
          url: USER_PATHS.update(userId),
          method: 'POST',
          body: toFormBody(fields),
        });
        return saved.error ? { error: saved.error } : { data: saved.data as UserUpdateResponse };
      },
      invalidatesTags: (_result, error, { userId }) => (error ? [] : [{ type: 'UserProfile', id: userId }]),
    }),
  }),
});

/**
 * Saves `language` with the signed-in user's or BDE's account, as their Settings or profile form
 * would, so that their next sign-in, on any device, opens in it (issue 42). Whether it was saved:
 * false when no user or BDE is signed in (staff never are here: the back office stays English) or
 * the call failed.
 */
export function saveAccountLanguage(language: Language) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> => {
    const user = selectAuthUser(getState());
    const bdeCode = selectBdeCode(getState());
    const { saveBdeLanguage, saveUserLanguage } = accountLanguageApi.endpoints;
    let result: { error?: unknown };
    if (user?.role === 'bde' && bdeCode)
      result = await dispatch(saveBdeLanguage.initiate({ bdeCode, language }, { track: false }));
    else if (user?.role === 'user' && user.userId !== undefined)
      result = await dispatch(saveUserLanguage.initiate({ userId: user.userId, language }, { track: false }));
    else return false;
    return !('error' in result);
  };
}
