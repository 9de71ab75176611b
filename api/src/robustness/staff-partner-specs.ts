import type { RouteSpec } from './bad-requests';

/** The back office's routes of this group and how their bodies are broken (see route-specs.ts). */
export const STAFF_PARTNER_SPECS: RouteSpec[] = [];
