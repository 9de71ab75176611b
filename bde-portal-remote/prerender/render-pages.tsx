// The sign-in and registration pages this remote pre-renders in its own build (scripts/prerender.mjs), as its page registry
// (shared/contract/pages/bde-portal.ts) lists them. First: the images below are named from the remote's address.
import 'shared/prerender/remote-public-path';
import * as registry from 'shared/contract/pages/bde-portal';
import { prerenderedPages } from 'shared/prerender/prerendered-pages';
import { PAGE_MODULES } from '../src/app/page-modules';

export { pageHead, renderFragment, textLanguages } from 'shared/prerender/render-fragment';

export const REMOTE = registry.remote;

export const PAGES = prerenderedPages(registry, PAGE_MODULES);
