import { api } from 'shared/api/base-api';
import { selectAuthUser, selectBdeCode } from 'shared/auth/auth-slice';
import type { BdeSettingsResponse } from 'shared/contract/bde-settings-responses';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { USER_PATHS } from 'shared/contract/user';
import type { UserProfileResponse } from 'shared/contract/user-responses';
import type { Language } from 'shared/i18n/languages';
import type { AppDispatch } from 'shared/store/create-store';
import type { RootState } from 'shared/store/root-reducer';

/** The calls that save the language alone with a BDE's or a user's account. */
const accountLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveBdeLanguage: build.mutation<BdeSettingsResponse, { bdeCode: string; language: Language }>({
      query: ({ bdeCode, language }) => ({
        url: BDE_SETTINGS_PATHS.language(bdeCode),
        method: 'POST',
        body: { language },
      }),
    }),
    saveUserLanguage: build.mutation<UserProfileResponse, { userId: number; language: Language }>({
      query: ({ userId, language }) => ({
        url: USER_PATHS.language(userId),
        method: 'POST',
        body: { language },
      }),
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
