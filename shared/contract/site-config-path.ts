/**
 * Third parties are configuration: the API tells the pages which ones are switched on. A module of
 * its own, so the loader that asks (on every page's first load) does not carry every page's path.
 */
export const SITE_CONFIG_PATH = '/api/site-config';
