import { STAFF_RELEASE_PATHS } from 'shared/contract/releases';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

function json(url: string, valid: Record<string, unknown>, strict: string[]): RouteSpec {
  return { method: 'POST', url, body: { encoding: 'json', valid, required: Object.keys(valid), strict } };
}

/**
 * The remotes' releases (see route-specs.ts): a valid body of each changes what visitors get or pins
 * this browser, so the generated ones (each broken somehow) must all be refused.
 */
export const STAFF_RELEASE_SPECS: RouteSpec[] = [
  noBody('GET', STAFF_RELEASE_PATHS.releases),
  json(
    STAFF_RELEASE_PATHS.canary,
    { remote: 'marketing', release: '3885c3d2761ec23a', percent: 10, expect: 0 },
    ['remote', 'release'],
  ),
  json(STAFF_RELEASE_PATHS.promote, { remote: 'marketing', expect: 0 }, ['remote']),
  json(STAFF_RELEASE_PATHS.rollback, { remote: 'marketing', expect: 0 }, ['remote']),
  json(STAFF_RELEASE_PATHS.pin, { remote: 'marketing', release: '3885c3d2761ec23a' }, ['remote', 'release']),
  json(STAFF_RELEASE_PATHS.unpin, { remote: 'marketing' }, ['remote']),
];
