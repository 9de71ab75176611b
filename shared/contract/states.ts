import { pathParam } from './api-path';
import type { PostOffice } from './states-responses';

/** The states a BDE can register from. */
export const SUPPORTED_STATES = ['Andhra Pradesh', 'Telangana', 'Tamil Nadu', 'Kerala', 'Karnataka'] as const;
export type SupportedState = (typeof SUPPORTED_STATES)[number];

export function isSupportedState(name: string): name is SupportedState {
  return (SUPPORTED_STATES as readonly string[]).includes(name);
}

export const STATE_PATHS = {
  allStates: '/api/State/allStates',
  districts: pathParam('/api/State/districtsByStateName/:stateName'),
  pincode: pathParam('/api/pincode/:pin'),
  /** Which service the browser asks: this API's own data, or the configured postal service. */
  pincodeService: '/api/pincode',
} as const;

export const PIN_CODE_LENGTH = 6;

/** Where pin codes are looked up when no other service is configured: the API's own offline data. */
export const OWN_PINCODE_SERVICE = '/api';

/** `{service}/pincode/{pin}`; the service is this API's `/api` or the configured postal service. */
export function pincodeLookupUrl(service: string, pin: string): string {
  return `${service.replace(/\/+$/, '')}/pincode/${encodeURIComponent(pin)}`;
}

export function isPinCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export interface PincodeDetails {
  /** Post office names, trimmed and without repeats: the Area options. */
  areas: string[];
  state: string;
  district: string;
}

/** What a pin-code answer fills in, or null when the service found nothing. */
export function readPincodeResponse(response: unknown): PincodeDetails | null {
  if (!Array.isArray(response)) return null;
  const first = response[0] as { Status?: unknown; PostOffice?: unknown } | undefined;
  if (first?.Status !== 'Success' || !Array.isArray(first.PostOffice) || first.PostOffice.length === 0) {
    return null;
  }
  const offices = (first.PostOffice as Partial<PostOffice>[]).filter(
    (office) => typeof office?.Name === 'string' && office.Name.trim() !== '',
  );
  if (offices.length === 0) return null;
  return {
    areas: [...new Set(offices.map((office) => office.Name!.trim()))],
    state: String(offices[0].State ?? '').trim(),
    district: String(offices[0].District ?? '').trim(),
  };
}
