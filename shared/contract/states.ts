/** SPEC §9: the states a BDE can register from. */
export const SUPPORTED_STATES = ['Andhra Pradesh', 'Telangana', 'Tamil Nadu', 'Kerala', 'Karnataka'] as const;
export type SupportedState = (typeof SUPPORTED_STATES)[number];

export function isSupportedState(name: string): name is SupportedState {
  return (SUPPORTED_STATES as readonly string[]).includes(name);
}

export const STATE_PATHS = {
  allStates: '/api/State/allStates',
  districts: (stateName: string) => `/api/State/districtsByStateName/${encodeURIComponent(stateName)}`,
  pincode: (pin: string) => `/api/pincode/${encodeURIComponent(pin)}`,
} as const;

export const PIN_CODE_LENGTH = 6;

export interface StateItem {
  name: string;
}
export interface DistrictItem {
  name: string;
}

/** The public postal service's answer, which the API's offline lookup copies (SPEC §7). */
export interface PostOffice {
  Name: string;
  State: string;
  District: string;
}
export type PincodeResponse = Array<{
  Status: 'Success' | 'Error';
  Message: string;
  PostOffice: PostOffice[] | null;
}>;
