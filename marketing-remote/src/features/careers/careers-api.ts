import { api } from 'shared/api/base-api';
import { CAREERS_PATHS } from 'shared/contract/careers';
import type { OpeningListResponse, OpeningResponse } from 'shared/contract/careers-responses';

// Loaded only when a careers page is reached by a link within the site: a page the server drew
// carries its rows, and its first load does without the API client.
export const careersApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicOpenings: build.query<OpeningListResponse, void>({ query: () => CAREERS_PATHS.openings }),
    publicOpening: build.query<OpeningResponse, string>({
      query: (slug) => CAREERS_PATHS.opening({ slug }),
    }),
  }),
});

export const { usePublicOpeningsQuery, usePublicOpeningQuery } = careersApi;
