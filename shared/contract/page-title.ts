import { COMPANY } from '../content/company';

/**
 * A page's title as the browser tab shows it. A module of its own: a remote that titles its pages
 * needs neither ROUTES nor the page registries it is built from.
 */
export function pageTitle(title: string): string {
  return `${title} | ${COMPANY.shortName}`;
}
