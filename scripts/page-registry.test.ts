// The site's pages hold together across the apps, as their registries (shared/contract/pages/) state
// them: every indexable route is pre-rendered by the remote the shell routes it to, with the module
// the shell loads for it; each remote's webpack config exposes exactly the modules its registry names;
// every route is drawn by someone. A page missing from a remote's pre-render list would still be
// served, without its content, until a visitor ran its script.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import * as bdePortal from '../shared/contract/pages/bde-portal';
import * as marketing from '../shared/contract/pages/marketing';
import type { RemoteRegistries } from '../shared/contract/pages/registries';
import * as staff from '../shared/contract/pages/staff';
import * as userPortal from '../shared/contract/pages/user-portal';
import { indexableRoutes, OPENING_ROUTE, ROUTES, type RouteInfo } from '../shared/contract/routes';

interface PrerenderedPage {
  route: RouteInfo;
  module: string;
  part?: boolean;
}
const REGISTRIES: RemoteRegistries = { marketing, userPortal, bdePortal, staff };
type Remote = keyof RemoteRegistries;

const REMOTE_DIRS: Record<Remote, string> = {
  marketing: 'marketing-remote',
  userPortal: 'user-portal-remote',
  bdePortal: 'bde-portal-remote',
  staff: 'staff-remote',
};

// Read through a variable: type-checked with the browser code (tsconfig.web.json), not with the scripts.
const load = (file: string) => import(file);

/** What a remote's production webpack config hands the federation plugin, by module name. */
async function exposes(remote: Remote): Promise<Record<string, string>> {
  const { default: webpackConfig } = await load(`../${REMOTE_DIRS[remote]}/webpack.config.js`);
  const config = webpackConfig({}, { mode: 'production' });
  const federation = config.plugins.find(
    (plugin: { constructor: { name: string } }) => plugin.constructor.name === 'ModuleFederationPlugin',
  );
  const entries = Object.entries(federation._options.exposes as Record<string, string>);
  return Object.fromEntries(entries.map(([name, file]) => [name.replace(/^\.\//, ''), file]));
}

let prerendered: Array<PrerenderedPage & { remote: string }>;
let routed: Array<{ route: RouteInfo; remote: Remote; module: string; guard?: string }>;

beforeAll(async () => {
  // What webpack sets when a remote's renderer names its images; plain Node has no such variable.
  (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = '';
  const renderers: Array<{ REMOTE: string; PAGES: PrerenderedPage[] }> = await Promise.all(
    ['marketing-remote', 'user-portal-remote', 'bde-portal-remote'].map((dir) =>
      load(`../${dir}/prerender/render-pages`),
    ),
  );
  prerendered = renderers.flatMap(({ REMOTE, PAGES }) => PAGES.map((page) => ({ ...page, remote: REMOTE })));
  ({ REMOTE_ROUTES: routed } = await load('../shell/src/routing/app-routes'));
});

describe('every indexable route', () => {
  test.each([...indexableRoutes(), OPENING_ROUTE])(
    '$path has a pre-rendered page from the remote and module the shell routes it to',
    (route) => {
      const shell = routed.find((page) => page.route.path === route.path);
      expect(shell).toBeDefined();
      expect(prerendered.filter((page) => page.route.path === route.path && !page.part)).toEqual([
        expect.objectContaining({ remote: shell!.remote, module: shell!.module }),
      ]);
    },
  );
});

describe('each remote exposes exactly the modules its registry names, each from a file of its own', () => {
  test.each(Object.keys(REMOTE_DIRS) as Remote[])('%s', async (remote) => {
    const { pages, parts } = REGISTRIES[remote];
    const registered = new Set([...Object.values(pages), ...parts].map((page) => page.module));
    const exposed = await exposes(remote);
    expect(Object.keys(exposed).sort()).toEqual([...registered].sort());
    for (const file of Object.values(exposed)) {
      expect(fs.existsSync(path.join(REMOTE_DIRS[remote], file)) && file).toBe(file);
    }
    const named = [...routed, ...prerendered].filter((page) => page.remote === remote);
    expect(named.map((page) => page.module).filter((module) => !registered.has(module))).toEqual([]);
  });
});

test('every pre-rendered page and every guard is a route of the site', () => {
  const paths = new Set<string>(Object.values(ROUTES).map((route) => route.path));
  expect(prerendered.map((page) => page.route.path).filter((path) => !paths.has(path))).toEqual([]);
  expect(routed.flatMap((page) => (page.guard && !paths.has(page.guard) ? [page.guard] : []))).toEqual([]);
});

test("every route is drawn by a remote's page or by the shell's own", () => {
  const drawn = new Set<string>([
    ...routed.map((page) => page.route.path),
    ROUTES.staff.path,
    ROUTES.login.path,
  ]);
  const homeSections = [ROUTES.header, ROUTES.carousel, ROUTES.professionalDesign, ROUTES.footer];
  homeSections.forEach((route) => drawn.add(route.path));
  expect(
    Object.values(ROUTES)
      .map((route) => route.path)
      .filter((path) => !drawn.has(path)),
  ).toEqual([]);
});
