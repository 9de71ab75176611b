import { api } from 'shared/api/base-api';
import { CONTACT_PATH } from 'shared/contract/contact';
import type { ContactResponse } from 'shared/contract/site-responses';
import { type ContactRequest } from 'shared/contract/contact-schema';

// Loaded when the form is sent: the contact page's first load does without the API client.
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: CONTACT_PATH, method: 'POST', body }),
    }),
  }),
});
