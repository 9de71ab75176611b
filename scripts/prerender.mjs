// Pre-renders pages at build time, each app its own: the shell its part of every page (header,
// footer, its sign-in page) into shell/dist/prerendered/, each remote the pages it owns into its own
// dist/pages/ with a list (manifest.json). The server composes the two at request time
// (api/src/lib/page-composer.ts), so a remote deployed alone brings its own pages.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { ROOT } from './build-state.mjs';
import { compressDist } from './compress-dist.mjs';
import { writeScriptFonts } from './script-fonts.mjs';

const require = createRequire(import.meta.url);
/** @type {{ createPrerenderConfig: (options: { dir: string, entry: string }) => import('webpack').Configuration }} */
const { createPrerenderConfig } = require('../webpack.prerender.js');

/**
 * What shell/prerender/render-page.tsx exports once built.
 * @typedef {{ path: string, title: string, indexable: boolean }} ShellPage
 * @typedef {object} ShellRenderer
 * @property {ShellPage[]} PAGES
 * @property {(language: string, page: ShellPage) => { title: string, description: string, indexable: boolean }} headIn
 * @property {(path: string, language?: string) => Promise<string>} renderPage
 * @property {readonly string[]} LANGUAGES
 * @property {(origin: string, path: string) => string} alternateLinks
 * @property {(language: any) => string} htmlLang
 * @property {(language: any) => string} ogLocale
 * @property {(language: any, path: string) => string} pathInLanguage
 * @property {string} SITE_ORIGIN_PLACEHOLDER
 * @property {string} PAGE_LOADER_SCRIPT
 * @property {string} HELD_EVENTS_SCRIPT
 * @property {(sheets: Array<{ href: string, css: string }>) => string} inlineStyles
 * @property {(html: string, head: { title: string, description: string, indexable: boolean }) => string} writePageHead
 * @property {string} PAGE_SCRIPTS_ID
 * @property {import('./script-fonts.mjs').ScriptFonts['scriptFontSources']} scriptFontSources
 * @property {import('./script-fonts.mjs').ScriptFonts['scriptFontHead']} scriptFontHead
 * @property {string} SCRIPT_FONTS_MANIFEST
 * @property {(path: string, origin: string) => string} structuredDataHead
 */
/**
 * What a remote's prerender/render-pages.tsx exports once built.
 * @typedef {{ route: { path: string, title: string, description: string, indexable: boolean }, module: string, part?: boolean, hydrate?: 'load' | 'interaction' }} RemotePage
 * @typedef {object} RemoteRenderer
 * @property {string} REMOTE
 * @property {RemotePage[]} PAGES
 * @property {(remote: string, page: RemotePage, language: string) => Promise<string>} renderFragment
 * @property {(page: RemotePage, language: string) => { title: string, description: string, indexable: boolean }} pageHead
 * @property {(remote: string) => string[]} textLanguages
 */
/**
 * The part of a remote's mf-manifest.json read here.
 * @typedef {{ name: string, exposes: Array<{ name: string, assets: { css: { sync: string[] }, js: { sync: string[] } } }> }} Manifest
 */

/** Where a remote names the pages it pre-renders; a remote without one (the back office) has none. */
const REMOTE_RENDERER = './prerender/render-pages.tsx';

/**
 * Compiles an app's renderer for Node and loads it.
 * @param {string} app
 * @param {string} entry
 * @returns {Promise<unknown>}
 */
async function buildRenderer(app, entry) {
  const dir = path.join(ROOT, app);
  const config = createPrerenderConfig({ dir, entry });
  /** @type {import('webpack').Stats | undefined} */
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (!stats || stats.hasErrors()) {
    console.error(stats?.toString('errors-only'));
    throw new Error(`prerender: the renderer of ${app} did not build`);
  }
  const file = path.join(dir, 'dist-prerender', 'render.js');
  delete require.cache[file];
  return require(file);
}

/**
 * A page's file name: `index` for `/`, `careers/_slug` for a dynamic route's one template
 * (`/careers/:slug`), as api/src/lib/page-documents.ts reads them.
 * @param {string} routePath
 */
const pageName = (routePath) => (routePath === '/' ? 'index' : routePath.slice(1).replaceAll(':', '_'));

/**
 * @param {string} file
 * @param {string} content
 */
function writeFileIn(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * @param {string} html
 * @param {RegExp} pattern
 * @param {string} replacement
 */
function setTag(html, pattern, replacement) {
  if (!pattern.test(html)) throw new Error(`prerender: the page template has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/** The shell's part of each page it pre-renders, into shell/dist/prerendered/. */
export async function prerenderShell() {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const renderer = /** @type {ShellRenderer} */ (await buildRenderer('shell', './prerender/render-page.tsx'));
  const {
    PAGES,
    renderPage,
    SITE_ORIGIN_PLACEHOLDER,
    PAGE_LOADER_SCRIPT,
    PAGE_SCRIPTS_ID,
    HELD_EVENTS_SCRIPT,
    inlineStyles,
    writePageHead,
    LANGUAGES,
    alternateLinks,
    htmlLang,
    ogLocale,
    pathInLanguage,
    headIn,
    structuredDataHead,
  } = renderer;
  const template = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  /** @type {{ css: string[], js: string[] }} */
  const shellAssets = JSON.parse(fs.readFileSync(path.join(shellDist, 'page-assets.json'), 'utf8'));
  const mainScript = /<script defer(?:="?defer"?)? src="?(\/main\.[^" >]+)"?><\/script>/;
  const mainFile = template.match(mainScript)?.[1];
  if (!mainFile) throw new Error('prerender: index.html has no main.js script tag');
  // A pre-rendered page needs no script to be seen. Its scripts start after its own content has loaded
  // (the inline loader), in order: the shell's first-load chunks install themselves, then main.js finds them.
  const pageScripts = JSON.stringify([...shellAssets.js.map((file) => `/${file}`), mainFile]);
  const loader =
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${pageScripts}</script>` +
    `<script>${PAGE_LOADER_SCRIPT}</script>`;
  const styles = inlineStyles(
    shellAssets.css.map((file) => ({
      css: fs.readFileSync(path.join(shellDist, file), 'utf8'),
      href: `/${file}`,
    })),
  );
  // Each script's font, for its language's pages only: English pages name none.
  const fontHead = writeScriptFonts(shellDist, renderer);
  const outDir = path.join(shellDist, 'prerendered');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  // Each page in each language: English at its address, the others in prerendered/<language>/,
  // drawn with that language's texts (the ones the browser loads before it hydrates).
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      const url = `${SITE_ORIGIN_PLACEHOLDER}${pathInLanguage(language, page.path)}`;
      let html = template;
      html = setTag(html, /<html lang="?en-IN"?>/, `<html lang="${htmlLang(language)}">`);
      // First in the head after the character set (which must stay within the first 1024 bytes): a
      // click made as soon as the page shows is kept until React can act on it.
      html = setTag(
        html,
        /<meta charset="?utf-8"?\s*\/?>/i,
        `<meta charset="utf-8"><script>${HELD_EVENTS_SCRIPT}</script>`,
      );
      html = writePageHead(html, headIn(language, page));
      html = setTag(
        html,
        /<meta property="?og:locale"? content="?[\w-]*"?\s*\/?>/,
        `<meta property="og:locale" content="${ogLocale(language)}">`,
      );
      // Every page names itself in all six languages; a page kept out of search engines needs none.
      // (An opening's page, one template for all, gets its addresses from the server.)
      const alternates =
        page.indexable && !page.path.includes(':') ? alternateLinks(SITE_ORIGIN_PLACEHOLDER, page.path) : '';
      html = setTag(
        html,
        /<\/head>/,
        `<link rel="canonical" href="${url}">${alternates}<meta property="og:url" content="${url}">${structuredDataHead(page.path, SITE_ORIGIN_PLACEHOLDER)}${fontHead(language)}${styles}</head>`,
      );
      html = html.replace(mainScript, '');
      const drawn = await renderPage(page.path, language);
      html = setTag(html, /<div id="?root"?><\/div>/, `<div id="root">${drawn}</div>${loader}`);
      const folder = language === 'en' ? outDir : path.join(outDir, language);
      writeFileIn(path.join(folder, `${pageName(page.path)}.html`), html);
    }
  }
  compressDist(outDir);
  console.info(
    `prerender: the shell's part of ${PAGES.length} pages in ${LANGUAGES.length} languages into shell/dist/prerendered/`,
  );
}

/**
 * The scripts of a remote's service worker (dist/sw/), by name.
 * @param {string} dist
 */
function workerFiles(dist) {
  const folder = path.join(dist, 'sw');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => `sw/${name}`);
}

/**
 * The pages a remote owns, into <remote>/dist/pages/: each page's HTML and pages/manifest.json with
 * its head (title, description, robots) and the stylesheets and scripts it needs first. A private
 * remote pre-renders nothing: its list is empty (still written, as it names the release's version).
 * @param {string} app the remote's folder
 */
export async function prerenderRemote(app) {
  const dist = path.join(ROOT, app, 'dist');
  const renderer = fs.existsSync(path.join(ROOT, app, REMOTE_RENDERER))
    ? /** @type {RemoteRenderer} */ (await buildRenderer(app, REMOTE_RENDERER))
    : null;
  /** @type {Manifest} */
  const federation = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const outDir = path.join(dist, 'pages');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const version = crypto.createHash('sha256');
  version.update(fs.readFileSync(path.join(dist, 'remoteEntry.js')));
  // A service worker's runtime (the BDE portal's dist/sw/) is part of its release too.
  for (const file of workerFiles(dist)) version.update(file).update(fs.readFileSync(path.join(dist, file)));
  const pages = renderer ? await renderPages(app, renderer, federation, version) : [];
  // The list itself is part of the version: a changed title or robots is a new release.
  version.update(JSON.stringify(pages));
  const remote = renderer?.REMOTE ?? federation.name;
  const manifest = { remote, version: version.digest('hex').slice(0, 16), pages };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  compressDist(outDir);
  console.info(`prerender: ${pages.length} pages of ${app} into ${app}/dist/pages/`);
}

/**
 * Each page the renderer lists, written into the remote's dist/pages/ and entered in its version.
 * @param {string} app
 * @param {RemoteRenderer} renderer
 * @param {Manifest} federation
 * @param {crypto.Hash} version
 */
async function renderPages(app, renderer, federation, version) {
  const dist = path.join(ROOT, app, 'dist');
  const pages = [];
  // English, and each other language the remote has texts for: a page in a language the remote lacks
  // is served with its English page inside, marked so (api/src/lib/page-composer.ts).
  const languages = renderer.textLanguages(renderer.REMOTE);
  for (const page of renderer.PAGES) {
    const expose = federation.exposes.find((e) => e.name === page.module);
    if (!expose) throw new Error(`prerender: ${app} exposes no ${page.module}`);
    for (const language of languages) {
      const html = await renderer.renderFragment(renderer.REMOTE, page, language);
      // A part is named by its module too: one page may hold several.
      const folder = language === 'en' ? 'pages' : `pages/${language}`;
      const file = `${folder}/${pageName(page.route.path)}${page.part ? `.${page.module}` : ''}.html`;
      writeFileIn(path.join(dist, file), html);
      version.update(file).update(html);
      pages.push({
        path: page.route.path,
        module: page.module,
        language,
        part: page.part ?? false,
        hydrate: page.hydrate ?? 'load',
        file,
        ...renderer.pageHead(page, language),
        css: expose.assets.css.sync,
        // The page's own chunk: the shared libraries come from the shell.
        js: ['remoteEntry.js', ...expose.assets.js.sync.filter((f) => f.startsWith('__federation_expose_'))],
      });
    }
  }
  return pages;
}
