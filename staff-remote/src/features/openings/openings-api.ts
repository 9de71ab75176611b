import type { OpeningRequest } from 'shared/contract/opening-schema';
import type { TranslationLanguage } from 'shared/contract/opening-translation';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { StaffOpeningListItem, StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import type { OpeningTranslationRequest } from 'shared/contract/staff-opening-translation-schema';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** A change of an opening's state: what it does, as its route's name. */
export type OpeningStep = 'publish' | 'close' | 'reopen';

const STEP_PATHS = {
  publish: STAFF_PATHS.openingPublish,
  close: STAFF_PATHS.openingClose,
  reopen: STAFF_PATHS.openingReopen,
} as const;

/** Which opening's texts in which language. */
interface TranslationArgs {
  openingId: number;
  language: TranslationLanguage;
}

/** Openings: the list, one opening, creating and changing one, its changes of state and its languages. */
export const openingsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    openings: build.query<ListPage<StaffOpeningListItem>, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.openings, args),
      providesTags: ['StaffOpening'],
    }),
    opening: build.query<StaffOpeningResponse, number>({
      query: (openingId) => STAFF_PATHS.opening({ openingId }),
      providesTags: (_result, _error, openingId) => [{ type: 'StaffOpening', id: openingId }],
    }),
    createOpening: build.mutation<StaffOpeningResponse, OpeningRequest>({
      query: (fields) => ({ url: STAFF_PATHS.openings, method: 'POST', body: fields }),
      // The lists and the overview's counts are read again.
      invalidatesTags: (_result, error) => (error ? [] : ['StaffOpening']),
    }),
    updateOpening: build.mutation<StaffOpeningResponse, { openingId: number; fields: OpeningRequest }>({
      query: ({ openingId, fields }) => ({
        url: STAFF_PATHS.opening({ openingId }),
        method: 'POST',
        body: fields,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffOpening']),
    }),
    changeOpeningState: build.mutation<StaffOpeningResponse, { openingId: number; step: OpeningStep }>({
      query: ({ openingId, step }) => ({ url: STEP_PATHS[step]({ openingId }), method: 'POST', body: {} }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffOpening']),
    }),
    saveOpeningTranslation: build.mutation<
      StaffOpeningResponse,
      TranslationArgs & { fields: OpeningTranslationRequest }
    >({
      query: ({ openingId, language, fields }) => ({
        url: STAFF_PATHS.openingTranslation({ openingId, language }),
        method: 'POST',
        body: fields,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffOpening']),
    }),
    removeOpeningTranslation: build.mutation<StaffOpeningResponse, TranslationArgs>({
      query: ({ openingId, language }) => ({
        url: STAFF_PATHS.openingTranslationRemove({ openingId, language }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffOpening']),
    }),
  }),
});

export const {
  useOpeningsQuery,
  useOpeningQuery,
  useCreateOpeningMutation,
  useUpdateOpeningMutation,
  useChangeOpeningStateMutation,
  useSaveOpeningTranslationMutation,
  useRemoveOpeningTranslationMutation,
} = openingsApi;
