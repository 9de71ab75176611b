import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { escapeHtml } from 'shared/contract/page-head';
import { htmlLang, type Language } from 'shared/contract/page-languages';
import { SCRIPT_FONTS_MANIFEST, scriptFontHead, type ScriptFontFiles } from 'shared/contract/script-fonts';
import { SITE_ORIGIN_PLACEHOLDER, isDynamicRoute, type RouteInfo } from 'shared/contract/routes';
import { trimTrailingSlashes } from './trim-trailing-slashes';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A value as JSON for the inside of a `<script>` element: JSON's own escapes, then `<`, `>` and `&`
 * as \u escapes so nothing can close the element or open a comment, and the two line separators
 * JavaScript once refused inside strings.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text for the inside of a JSON string in a `<script>` element (see jsonInScript). */
function escapeJsonInScript(text: string): string {
  return jsonInScript(text).slice(1, -1);
}

// A script element's content (raw text: entities mean nothing there), or anything up to the next one.
/**
 * Where each script element of a page opens, its content starts and ends, and it closes: found by a
 * scan, because a pattern for it backtracks over a page of unclosed tags.
 */
function* scriptElements(html: string) {
  const lower = html.toLowerCase();
  let from = 0;
  for (;;) {
    const start = lower.indexOf('<script', from);
    if (start < 0) return;
    const contentStart = lower.indexOf('>', start) + 1;
    const contentEnd = lower.indexOf('</script', contentStart);
    const end = lower.indexOf('>', contentEnd) + 1;
    if (!contentStart || contentEnd < 0 || !end) return;
    if (/\w/.test(lower[start + 7] ?? '')) {
      from = start + 7; // <scripts>, <script_x>: another element
      continue;
    }
    yield { start, contentStart, contentEnd, end };
    from = end;
  }
}

/**
 * The page with the site's origin in place of SITE_ORIGIN_PLACEHOLDER, escaped for where each
 * occurrence stands: inside a script (the JSON-LD data, the script list) as JSON string text,
 * anywhere else (attributes such as the canonical link, og:url and the stylesheets' data-href) as
 * HTML. The origin comes from configuration, but it is escaped all the same.
 */
export function fillSiteOrigin(html: string, origin: string): string {
  const inHtml = escapeHtml(origin);
  // Inside a link's text parameter (a share link), the placeholder stands encoded as a URI component.
  const inUri = escapeHtml(encodeURIComponent(origin));
  const encoded = encodeURIComponent(SITE_ORIGIN_PLACEHOLDER);
  const inScript = escapeJsonInScript(origin);
  let out = '';
  let last = 0;
  for (const { start, contentStart, contentEnd, end } of scriptElements(html)) {
    out += html.slice(last, start).replaceAll(SITE_ORIGIN_PLACEHOLDER, inHtml).replaceAll(encoded, inUri);
    out += html.slice(start, contentStart);
    out += html.slice(contentStart, contentEnd).replaceAll(SITE_ORIGIN_PLACEHOLDER, inScript);
    out += html.slice(contentEnd, end);
    last = end;
  }
  return out + html.slice(last).replaceAll(SITE_ORIGIN_PLACEHOLDER, inHtml).replaceAll(encoded, inUri);
}

/**
 * The plain shell as a page in `language`: its `<html lang>` and its script's font in the head, as the
 * pre-render writes them into its pages. A document without those tags is left as it is.
 */
export function shellInLanguage(html: string, language: Language, fonts: ScriptFontFiles): string {
  return html
    .replace(/<html lang="?[\w-]*"?>/, () => `<html lang="${htmlLang(language)}">`)
    .replace(/<\/head>/, () => `${scriptFontHead(language, fonts)}</head>`);
}

/** Composed pages kept, each in the codings asked for (a page per route and remote version). */
const MAX_PAGES = 200;

/**
 * The HTML documents of the shell's build: the shell's part of a pre-rendered page for a route, else
 * the plain shell. Every absolute URL in them names the configured public origin, never one taken
 * from the request, so one body per page and encoding is kept in memory (a page is its shell file,
 * as last built, with the remote page the server put in it).
 */
export class PageDocuments {
  private readonly templates = new Map<string, { mtimeMs: number; html: string }>();
  private readonly bodies = new Map<string, Map<Encoding, Buffer>>();
  private readonly shells = new Map<Language, { html: string; key: string }>();
  private fonts: { mtimeMs: number; files: ScriptFontFiles } = { mtimeMs: 0, files: {} };

  constructor(
    private readonly shellDist: string,
    private readonly origin: string,
  ) {}

  /**
   * The file that answers `pathname` as `route` (none for a page that does not exist), or null when
   * the site has not been built.
   */
  fileFor(pathname: string, route: RouteInfo | undefined, language = 'en'): string | null {
    const exact =
      route &&
      (route.path === (pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname) ||
        isDynamicRoute(route));
    if (exact) {
      // As scripts/prerender.mjs names them: `/careers/:slug` is prerendered/careers/_slug.html.
      const name = route.path === '/' ? 'index' : route.path.slice(1).replaceAll(':', '_');
      // Another language's pages are in a folder of their own (scripts/prerender.mjs).
      const folder = language === 'en' ? 'prerendered' : path.join('prerendered', language);
      const prerendered = path.join(this.shellDist, folder, `${name}.html`);
      if (fs.existsSync(prerendered)) return prerendered;
    }
    const shell = this.plainShell();
    return fs.existsSync(shell) ? shell : null;
  }

  /** The shell's own page, drawn in the browser (no pre-rendered part). */
  plainShell(): string {
    return path.join(this.shellDist, 'index.html');
  }

  /**
   * The plain shell for a page in `language` that is not pre-rendered (`/te/bdedetails`): in that
   * language, with its script's font, like the pre-rendered pages. English's is the file as built.
   */
  plainShellIn(language: Language): { html: string; key: string } {
    const shell = this.template(this.plainShell());
    if (language === 'en') return shell;
    const fonts = this.scriptFonts();
    const key = `${shell.key}|${language}|fonts@${fonts.mtimeMs}`;
    let cached = this.shells.get(language);
    if (cached?.key !== key) {
      cached = { key, html: shellInLanguage(shell.html, language, fonts.files) };
      this.shells.set(language, cached);
    }
    return cached;
  }

  /** The build's list of the scripts' font files, re-read when a build replaces it; none before one. */
  private scriptFonts(): { mtimeMs: number; files: ScriptFontFiles } {
    const file = path.join(this.shellDist, SCRIPT_FONTS_MANIFEST);
    let mtimeMs = 0;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
      if (mtimeMs !== this.fonts.mtimeMs)
        this.fonts = { mtimeMs, files: JSON.parse(fs.readFileSync(file, 'utf8')) as ScriptFontFiles };
    } catch {
      // Not built (or not readable): the page names no font and the system's is used.
      this.fonts = { mtimeMs, files: {} };
    }
    return this.fonts;
  }

  /** The file's HTML as built, re-read when a build replaces it; its key changes with it. */
  template(file: string): { html: string; key: string } {
    const { mtimeMs } = fs.statSync(file);
    let cached = this.templates.get(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
      this.templates.set(file, cached);
    }
    return { html: cached.html, key: `${file}@${mtimeMs}` };
  }

  /** The page under `key` in one coding, made (origin filled in, compressed) on first asking. */
  body(key: string, html: () => string, encoding: Encoding): Buffer {
    let variants = this.bodies.get(key);
    if (!variants) {
      if (this.bodies.size >= MAX_PAGES) this.bodies.delete(this.bodies.keys().next().value!);
      variants = new Map();
      this.bodies.set(key, variants);
    }
    let body = variants.get(encoding);
    if (!body) {
      const page = Buffer.from(fillSiteOrigin(html(), this.origin));
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(page, { level: 9 })
            : page;
      variants.set(encoding, body);
    }
    return body;
  }
}

/** Our preference when the client likes several codings equally: the smallest first. */
const PREFERENCE: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send, out of `available` (plus identity, always there), as RFC 9110 §12.5.3 reads
 * Accept-Encoding: each listed coding with its q-value (default 1, and q=0 means "not this one"), `*`
 * for every coding not listed, identity acceptable unless refused by name or by `*;q=0` (and, when not
 * named, the last choice). The highest q wins; ties go to br, then gzip, then identity. No header at
 * all means identity. When the client refuses even identity it gets identity all the same (a 406
 * helps no one).
 */
export function negotiateEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const qValue = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
      if (qValue) q = Math.min(1, Number(qValue[1]));
    }
    const coding = name.toLowerCase();
    // A coding listed twice keeps the first (a client that means it says it once).
    if (!weights.has(coding)) weights.set(coding, q);
  }
  const weightOf = (coding: Encoding): number => {
    const names = coding === 'gzip' ? ['gzip', 'x-gzip'] : [coding];
    for (const name of names) {
      const weight = weights.get(name);
      if (weight !== undefined) return weight;
    }
    const any = weights.get('*');
    if (any !== undefined) return any;
    // Not named: identity stays acceptable, after anything the client did name.
    return coding === 'identity' ? 0.0001 : 0;
  };
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
