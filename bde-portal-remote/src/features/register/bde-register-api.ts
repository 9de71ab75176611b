import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from 'shared/api/base-api';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import type { BdeRegisterResponse } from 'shared/contract/executive-responses';
import { REFERRAL_PATHS } from 'shared/contract/referral-link';
import type { ReferrerResponse } from 'shared/contract/referral-link-responses';
import {
  OWN_PINCODE_SERVICE,
  STATE_PATHS,
  pincodeLookupUrl,
  readPincodeResponse,
  type PincodeDetails,
} from 'shared/contract/states';
import type { DistrictItem, PincodeServiceResponse } from 'shared/contract/states-responses';

/** Asks one pin-code service; our own sends cookies like any call, a third party gets none. */
async function askService(service: string, pin: string): Promise<PincodeDetails | null> {
  const own = service.startsWith('/');
  const response = await fetch(pincodeLookupUrl(service, pin), {
    credentials: own ? 'same-origin' : 'omit',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw Object.assign(new Error('lookup failed'), { status: response.status });
  return readPincodeResponse(await response.json());
}

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerBde: build.mutation<BdeRegisterResponse, FormData>({
      query: (body) => ({ url: EXECUTIVE_PATHS.register, method: 'POST', body }),
    }),
    /** The BDE whose personal link brought this browser (the server reads its cookie). */
    referrer: build.query<ReferrerResponse, void>({ query: () => REFERRAL_PATHS.referrer }),
    districtsByStateName: build.query<DistrictItem[], string>({
      query: (stateName) => STATE_PATHS.districts(stateName),
    }),
    pincodeService: build.query<PincodeServiceResponse, void>({
      query: () => STATE_PATHS.pincodeService,
    }),
    /** The pin-code lookup: the configured service, and our own data should that one fail. */
    lookupPincode: build.query<PincodeDetails | null, { pin: string; service: string }>({
      async queryFn({ pin, service }) {
        const services = [...new Set([service, OWN_PINCODE_SERVICE])];
        let failure: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'Pin-code lookup failed' };
        for (const candidate of services) {
          try {
            return { data: await askService(candidate, pin) };
          } catch (error) {
            const status = (error as { status?: unknown }).status;
            failure =
              typeof status === 'number'
                ? { status, data: null }
                : { status: 'FETCH_ERROR', error: String((error as Error).message) };
          }
        }
        return { error: failure };
      },
      keepUnusedDataFor: 600,
    }),
  }),
});

export const {
  useRegisterBdeMutation,
  useDistrictsByStateNameQuery,
  usePincodeServiceQuery,
  useLookupPincodeQuery,
  useReferrerQuery,
} = registerApi;
