import { api } from 'shared/api/base-api';
import type {
  BankDetailsRequest,
  EmailChoicesRequest,
  PasswordChangeRequest,
} from 'shared/contract/bde-settings-schema';
import type { LanguageChoiceRequest } from 'shared/contract/account-language-schema';
import type { BdeSettingsResponse, PasswordChanged } from 'shared/contract/bde-settings-responses';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';

/** The portal's Settings: each change answers with the settings as they now are. */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['BdeSettings'] }).injectEndpoints({
  endpoints: (build) => {
    /** A change answered with the whole settings, which replace the cached ones. */
    const change = <Body>(path: (bdeCode: string) => string) =>
      build.mutation<BdeSettingsResponse, { bdeCode: string; body: Body }>({
        query: ({ bdeCode, body }) => ({ url: path(bdeCode), method: 'POST', body }),
        async onQueryStarted({ bdeCode }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          // A refusal is the form's to show; nothing cached changes.
          if (!result) return;
          const { data } = result;
          dispatch(settingsApi.util.upsertQueryData('bdeSettings', bdeCode, data));
        },
      });
    return {
      bdeSettings: build.query<BdeSettingsResponse, string>({
        query: (bdeCode) => BDE_SETTINGS_PATHS.settings(bdeCode),
        providesTags: ['BdeSettings'],
      }),
      saveBankDetails: change<BankDetailsRequest>(BDE_SETTINGS_PATHS.bankDetails),
      saveEmailChoices: change<EmailChoicesRequest>(BDE_SETTINGS_PATHS.emailChoices),
      saveLanguage: change<LanguageChoiceRequest>(BDE_SETTINGS_PATHS.language),
      changePassword: build.mutation<PasswordChanged, { bdeCode: string; body: PasswordChangeRequest }>({
        query: ({ bdeCode, body }) => ({ url: BDE_SETTINGS_PATHS.password(bdeCode), method: 'POST', body }),
      }),
    };
  },
});

export const {
  useBdeSettingsQuery,
  useSaveBankDetailsMutation,
  useSaveEmailChoicesMutation,
  useSaveLanguageMutation,
  useChangePasswordMutation,
} = settingsApi;
