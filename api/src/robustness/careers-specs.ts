import { CAREERS_PATHS } from 'shared/contract/careers';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/** The public openings (see route-specs.ts): reads with no body, an opening by its slug. */
export const CAREERS_PUBLIC_SPECS: RouteSpec[] = [
  noBody('GET', CAREERS_PATHS.openings),
  noBody('GET', CAREERS_PATHS.opening.pattern),
];
