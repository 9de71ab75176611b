import { api } from 'shared/api/base-api';
import { CONTACT_PATH, type ContactResponse } from 'shared/contract/contact';
import { type ContactRequest } from 'shared/contract/contact-schema';
import { SITE_CONFIG_PATH, type SiteConfigResponse } from 'shared/contract/routes';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: CONTACT_PATH, method: 'POST', body }),
    }),
    /** Which third parties are switched on; the map is one of them. */
    getSiteConfig: build.query<SiteConfigResponse, void>({
      query: () => SITE_CONFIG_PATH,
    }),
  }),
});

export const { useSendContactMessageMutation, useGetSiteConfigQuery } = contactApi;
