import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffOverviewResponse } from 'shared/contract/staff-overview-responses';
import { staffApi } from '../../app/staff-api';

export const overviewApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** Counted again whenever staff change a message, a lead, a partner, a subscriber or an opening. */
    staffOverview: build.query<StaffOverviewResponse, void>({
      query: () => STAFF_PATHS.overview,
      providesTags: ['StaffMessage', 'StaffLead', 'StaffPartner', 'StaffSubscriber', 'StaffOpening'],
    }),
  }),
});

export const { useStaffOverviewQuery } = overviewApi;
