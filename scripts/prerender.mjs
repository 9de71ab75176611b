// Renders every public marketing page into HTML at build time (shell/dist/prerendered/), so the
// first paint needs no JavaScript; the shell then hydrates the page without rendering it afresh.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './build-state.mjs';
import { compressDist } from './compress-dist.mjs';

/**
 * What shell/prerender/render-page.tsx exports once built (shell/dist-prerender/render-page.js).
 * @typedef {{ path: string, title: string, description: string, module: string }} PrerenderPage
 * @typedef {object} Renderer
 * @property {PrerenderPage[]} PAGES
 * @property {(path: string) => Promise<string>} renderPage
 * @property {string} SITE_ORIGIN_PLACEHOLDER
 * @property {string} PAGE_LOADER_SCRIPT
 * @property {string} PAGE_SCRIPTS_ID
 */
/**
 * The part of the marketing remote's mf-manifest.json read here.
 * @typedef {{ exposes: Array<{ name: string, assets: { css: { sync: string[] } } }> }} Manifest
 */

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {string} html
 * @param {RegExp} pattern
 * @param {string | (() => string)} replacement
 */
function setTag(html, pattern, replacement) {
  if (!pattern.test(html)) throw new Error(`prerender: the page template has no ${pattern}`);
  // Two calls because String#replace has one overload for each kind of replacement.
  return typeof replacement === 'string'
    ? html.replace(pattern, replacement)
    : html.replace(pattern, replacement);
}

/**
 * The page's stylesheets, in the page: a linked stylesheet holds up the first paint by a round trip
 * each. `data-href` is how the style loader recognises a stylesheet as loaded, so the scripts never
 * fetch them again; a file whose rules are already in the page gets an empty marker.
 * @param {Array<{ file: string, href: string }>} sheets
 */
function inlineStyles(sheets) {
  const seen = new Set();
  return sheets
    .map(({ file, href }) => {
      const css = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '')
        .trim();
      const rules = seen.has(css) ? '' : css;
      seen.add(css);
      return `<style data-href="${escapeHtml(href)}">${rules.replaceAll('</style', '<\\/style')}</style>`;
    })
    .join('');
}

export async function prerender() {
  const build = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '-c',
      path.join(ROOT, 'shell', 'webpack.prerender.js'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('prerender: the renderer did not build');

  const require = createRequire(import.meta.url);
  const rendererPath = path.join(ROOT, 'shell', 'dist-prerender', 'render-page.js');
  delete require.cache[rendererPath];
  /** @type {Renderer} */
  const renderer = require(rendererPath);
  const { PAGES, renderPage, SITE_ORIGIN_PLACEHOLDER, PAGE_LOADER_SCRIPT, PAGE_SCRIPTS_ID } = renderer;
  const template = fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  /** @type {Manifest} */
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'marketing-remote', 'dist', 'mf-manifest.json'), 'utf8'),
  );
  /** @type {{ css: string[], js: string[] }} */
  const shellAssets = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'page-assets.json'), 'utf8'),
  );
  const shellStyles = shellAssets.css;
  const mainScript = /<script defer(?:="?defer"?)? src="?(\/main\.[^" >]+)"?><\/script>/;
  const mainFile = template.match(mainScript)?.[1];
  if (!mainFile) throw new Error('prerender: index.html has no main.js script tag');
  // A prerendered page needs no script to be seen. Its scripts start after its own content has loaded (the
  // inline loader), in order: the shell's first-load chunks install themselves, then main.js finds them.
  const pageScripts = JSON.stringify([...shellAssets.js.map((file) => `/${file}`), mainFile]);
  const loader =
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${pageScripts}</script>` +
    `<script>${PAGE_LOADER_SCRIPT}</script>`;
  const outDir = path.join(ROOT, 'shell', 'dist', 'prerendered');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  for (const page of PAGES) {
    const expose = manifest.exposes.find((e) => e.name === page.module);
    if (!expose) throw new Error(`prerender: the marketing remote exposes no ${page.module}`);
    const styles = inlineStyles([
      ...shellStyles.map((file) => ({ file: path.join(ROOT, 'shell', 'dist', file), href: `/${file}` })),
      // Only the page's own: the manifest's async list names other pages' stylesheets as well.
      ...expose.assets.css.sync.map((file) => ({
        file: path.join(ROOT, 'marketing-remote', 'dist', file),
        // The remote's runtime knows its stylesheets by absolute URL (its public path is 'auto').
        href: `${SITE_ORIGIN_PLACEHOLDER}/remotes/marketing/${file}`,
      })),
    ]);
    const url = `${SITE_ORIGIN_PLACEHOLDER}${page.path}`;
    let html = template;
    html = setTag(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    html = setTag(
      html,
      /<meta name="?description"? content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    );
    html = setTag(
      html,
      /<meta property="?og:title"? content="[^"]*"/,
      `<meta property="og:title" content="${escapeHtml(page.title)}"`,
    );
    html = setTag(
      html,
      /<meta property="?og:description"? content="[^"]*"/,
      `<meta property="og:description" content="${escapeHtml(page.description)}"`,
    );
    html = html.replace(
      '</head>',
      () => `<link rel="canonical" href="${url}"><meta property="og:url" content="${url}">${styles}</head>`,
    );
    html = html.replace(mainScript, '');
    const prerendered = await renderPage(page.path);
    html = setTag(
      html,
      /<div id="?root"?><\/div>/,
      // A function, so a `$` in the page's text is never read as a replacement pattern.
      () => `<div id="root">${prerendered}</div>${loader}`,
    );
    const name = page.path === '/' ? 'index' : page.path.slice(1);
    fs.writeFileSync(path.join(outDir, `${name}.html`), html);
  }
  compressDist(outDir);
  console.info(`prerender: ${PAGES.length} pages into shell/dist/prerendered/`);
}
