import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffOverviewResponse } from 'shared/contract/staff-overview-responses';
import { staffApi } from '../../app/staff-api';

export const overviewApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** Counted again whenever staff change a message, a lead, a partner, a subscriber, an opening or an application. */
    staffOverview: build.query<StaffOverviewResponse, void>({
      query: () => STAFF_PATHS.overview,
      providesTags: [
        'StaffMessage',
        'StaffLead',
        'StaffPartner',
        'StaffSubscriber',
        'StaffOpening',
        'StaffApplication',
      ],
    }),
  }),
});

export const { useStaffOverviewQuery } = overviewApi;
