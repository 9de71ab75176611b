import {
  HYDRATE_ATTRIBUTE,
  OUTLET_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  REMOTE_BASE_PLACEHOLDER,
  REMOTE_PAGES_MANIFEST,
  type RemotePageEntry,
  type RemotePagesManifest,
} from 'shared/contract/remote-pages';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
import { escapeHtml, inlineStyles, writePageHead } from 'shared/contract/page-head';
import type { RemoteSource } from './remote-source';

/** A remote's list is asked for again after this long: a deploy in place shows within seconds. */
const MANIFEST_TTL_MS = 5_000;
/** After a failure the remote is left alone this long: a remote that is down costs no wait per page. */
const FAILURE_TTL_MS = 5_000;
/** Pages and stylesheets kept, by remote address and version (they never change under one version). */
const MAX_FILES = 500;

const OUTLETS = new RegExp(`<div class="remote-outlet" ${OUTLET_ATTRIBUTE}="([\\w-]+)/(\\w+)"></div>`, 'g');
const outletOf = (remote: string, module: string) =>
  `<div class="remote-outlet" ${OUTLET_ATTRIBUTE}="${remote}/${module}"></div>`;

/** What the composer tells the metrics, by remote: a read of one of its files, a reuse, a page served without it. */
export interface ComposerEvents {
  fetched(remote: string): void;
  reused(remote: string): void;
  failed(remote: string): void;
}

const IGNORED: ComposerEvents = { fetched() {}, reused() {}, failed() {} };

interface Cached<T> {
  value: Promise<T>;
  until: number;
}

/** One remote page as the server puts it in: its HTML, its head and what it needs first. */
export interface RemoteFragment {
  remote: string;
  module: string;
  /** The remote's entry as /remotes.json named it when the page was composed. */
  entryUrl: string;
  version: string;
  html: string;
  entry: RemotePageEntry;
  /** The remote's address, absolute (a local one under the site-origin placeholder). */
  base: string;
  /** Drawn in English for a page in another language: the remote has no texts in that one. */
  english: boolean;
  styles: Array<{ href: string; css: string }>;
}

/**
 * Composes a page at request time, as Podium's layouts and Tailor do with fragments: the shell's
 * document for the route, and in its outlet the page of the remote that owns it, pre-rendered by
 * that remote's own build and fetched from wherever /remotes.json points. Lists are kept a few
 * seconds, pages and stylesheets for as long as their remote's version; anything that fails leaves
 * the outlet empty, and the browser draws the page itself.
 */
export class PageComposer {
  private readonly manifests = new Map<string, Cached<RemotePagesManifest>>();
  private readonly files = new Map<string, Promise<string>>();

  constructor(
    private readonly source: RemoteSource,
    private readonly now: () => number = Date.now,
    private readonly events: ComposerEvents = IGNORED,
  ) {}

  /** The remote modules whose pages (or parts of one) stand in the shell's document. */
  static outletsOf(shellHtml: string): Array<{ remote: string; module: string }> {
    return [...shellHtml.matchAll(OUTLETS)].map((match) => ({ remote: match[1]!, module: match[2]! }));
  }

  /**
   * The remote's page for `pathname` in `language`, else in English (a remote not translated yet, or
   * an older release), or null when it has none or cannot be had right now.
   */
  async fragment(
    remote: string,
    module: string,
    entryUrl: string,
    pathname: string,
    language = 'en',
  ): Promise<RemoteFragment | null> {
    const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    try {
      const manifest = await this.manifest(remote, base);
      if (manifest.remote !== remote) return null;
      const inLanguage = (wanted: string) =>
        manifest.pages.find(
          (page) => page.path === pathname && page.module === module && (page.language ?? 'en') === wanted,
        );
      const entry = inLanguage(language) ?? inLanguage('en');
      if (!entry) return null;
      const key = (file: string) => `${base}|${manifest.version}|${file}`;
      const [html, ...css] = await Promise.all([
        this.file(remote, key(entry.file), base + entry.file),
        ...entry.css.map((file) => this.file(remote, key(file), base + file)),
      ]);
      const absolute = base.startsWith('/') ? `${SITE_ORIGIN_PLACEHOLDER}${base}` : base;
      return {
        remote,
        module,
        version: manifest.version,
        html: html!,
        entry,
        entryUrl,
        base: absolute,
        english: (entry.language ?? 'en') !== language,
        styles: entry.css.map((file, index) => ({ href: absolute + file, css: css[index]! })),
      };
    } catch {
      this.events.failed(remote);
      return null;
    }
  }

  private manifest(remote: string, base: string): Promise<RemotePagesManifest> {
    const now = this.now();
    const cached = this.manifests.get(base);
    if (cached && cached.until > now) {
      this.events.reused(remote);
      return cached.value;
    }
    this.events.fetched(remote);
    const value = this.source.text(base + REMOTE_PAGES_MANIFEST).then(readManifest);
    const entry: Cached<RemotePagesManifest> = { value, until: now + MANIFEST_TTL_MS };
    this.manifests.set(base, entry);
    value.catch(() => {
      entry.until = this.now() + FAILURE_TTL_MS;
    });
    return value;
  }

  private file(remote: string, key: string, url: string): Promise<string> {
    let text = this.files.get(key);
    if (text) this.events.reused(remote);
    else {
      this.events.fetched(remote);
      if (this.files.size >= MAX_FILES) this.files.delete(this.files.keys().next().value!);
      text = this.source.text(url);
      this.files.set(key, text);
      text.catch(() => this.files.delete(key));
    }
    return text;
  }
}

/** A file of the remote's, below its address: no way up, no scheme, nothing to escape. */
const REMOTE_FILE = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/;
const isText = (value: unknown) => typeof value === 'string';
const areFiles = (value: unknown) =>
  Array.isArray(value) && value.every((file) => isText(file) && REMOTE_FILE.test(file));

function isPageEntry(entry: Partial<RemotePageEntry> | null): entry is RemotePageEntry {
  return (
    !!entry &&
    [entry.path, entry.module, entry.title, entry.description].every(isText) &&
    (entry.language === undefined || /^[a-z]{2}$/.test(entry.language)) &&
    isText(entry.file) &&
    REMOTE_FILE.test(entry.file) &&
    typeof entry.indexable === 'boolean' &&
    typeof entry.part === 'boolean' &&
    (entry.hydrate === 'load' || entry.hydrate === 'interaction') &&
    areFiles(entry.css) &&
    areFiles(entry.js)
  );
}

/** The remote's list, all of it as this server understands it, or an error (the page is then served without). */
function readManifest(text: string): RemotePagesManifest {
  const manifest = JSON.parse(text) as Partial<RemotePagesManifest> | null;
  if (
    !isText(manifest?.remote) ||
    !/^[\w-]+$/.test(manifest.version ?? '') ||
    !Array.isArray(manifest.pages) ||
    !manifest.pages.every(isPageEntry)
  ) {
    throw new Error('not a list of pre-rendered pages this server understands');
  }
  return manifest as RemotePagesManifest;
}

/**
 * The shell's document with each remote page (or part of one) in its outlet, marked with when to
 * take it over, and the page's own head (from its page, not its parts): title, description and
 * robots, the stylesheets in the page and the scripts announced.
 */
export function composePage(shellHtml: string, fragments: RemoteFragment[]): string {
  const page = fragments.find((fragment) => !fragment.entry.part);
  const preloads = [...new Set(fragments.flatMap(({ entry, base }) => entry.js.map((file) => base + file)))]
    .map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`)
    .join('');
  let html = (page ? writePageHead(shellHtml, page.entry) : shellHtml).replace(
    '</head>',
    () => `${preloads}${inlineStyles(fragments.flatMap((fragment) => fragment.styles))}</head>`,
  );
  for (const { remote, module, entry, entryUrl, base, english, html: fragment } of fragments) {
    const outlet = outletOf(remote, module);
    // The entry goes with the page: the browser takes over this HTML with this version's code, even
    // if /remotes.json names another by the time it asks.
    const filled =
      `${outlet.slice(0, -'></div>'.length)} ${PRERENDERED_ATTRIBUTE}="${escapeHtml(`${remote}/${module}`)}" ` +
      `${ENTRY_ATTRIBUTE}="${escapeHtml(entryUrl)}" ` +
      `${HYDRATE_ATTRIBUTE}="${entry.hydrate === 'interaction' ? 'interaction' : 'load'}"` +
      `${english ? ' lang="en"' : ''}>` +
      `${fragment.replaceAll(REMOTE_BASE_PLACEHOLDER, escapeHtml(base))}</div>`;
    html = html.replace(outlet, () => filled);
  }
  return html;
}
