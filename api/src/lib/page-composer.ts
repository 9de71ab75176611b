import {
  OUTLET_ATTRIBUTE,
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

const OUTLET = new RegExp(`<div class="remote-outlet" ${OUTLET_ATTRIBUTE}="([\\w-]+)/(\\w+)"></div>`);

interface Cached<T> {
  value: Promise<T>;
  until: number;
}

/** One remote page as the server puts it in: its HTML, its head and what it needs first. */
export interface RemoteFragment {
  remote: string;
  module: string;
  version: string;
  html: string;
  entry: RemotePageEntry;
  /** The remote's address, absolute (a local one under the site-origin placeholder). */
  base: string;
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
  ) {}

  /** The remote and module whose page stands in the shell's document, if it has an outlet. */
  static outletOf(shellHtml: string): { remote: string; module: string } | null {
    const match = OUTLET.exec(shellHtml);
    return match ? { remote: match[1]!, module: match[2]! } : null;
  }

  /** The remote's page for `pathname`, or null when it has none or cannot be had right now. */
  async fragment(
    remote: string,
    module: string,
    entryUrl: string,
    pathname: string,
  ): Promise<RemoteFragment | null> {
    const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    try {
      const manifest = await this.manifest(base);
      if (manifest.remote !== remote) return null;
      const entry = manifest.pages.find((page) => page.path === pathname && page.module === module);
      if (!entry) return null;
      const key = (file: string) => `${base}|${manifest.version}|${file}`;
      const [html, ...css] = await Promise.all([
        this.file(key(entry.file), base + entry.file),
        ...entry.css.map((file) => this.file(key(file), base + file)),
      ]);
      const absolute = base.startsWith('/') ? `${SITE_ORIGIN_PLACEHOLDER}${base}` : base;
      return {
        remote,
        module,
        version: manifest.version,
        html: html!,
        entry,
        base: absolute,
        styles: entry.css.map((file, index) => ({ href: absolute + file, css: css[index]! })),
      };
    } catch {
      return null;
    }
  }

  private manifest(base: string): Promise<RemotePagesManifest> {
    const now = this.now();
    const cached = this.manifests.get(base);
    if (cached && cached.until > now) return cached.value;
    const value = this.source.text(base + REMOTE_PAGES_MANIFEST).then(readManifest);
    const entry: Cached<RemotePagesManifest> = { value, until: now + MANIFEST_TTL_MS };
    this.manifests.set(base, entry);
    value.catch(() => {
      entry.until = this.now() + FAILURE_TTL_MS;
    });
    return value;
  }

  private file(key: string, url: string): Promise<string> {
    let text = this.files.get(key);
    if (!text) {
      if (this.files.size >= MAX_FILES) this.files.delete(this.files.keys().next().value!);
      text = this.source.text(url);
      this.files.set(key, text);
      text.catch(() => this.files.delete(key));
    }
    return text;
  }
}

function readManifest(text: string): RemotePagesManifest {
  const manifest = JSON.parse(text) as RemotePagesManifest;
  if (typeof manifest?.version !== 'string' || !Array.isArray(manifest.pages)) {
    throw new Error('not a list of pre-rendered pages');
  }
  return manifest;
}

/**
 * The shell's document with the remote's page in its outlet and the page's own head: its title,
 * description and robots, its stylesheets in the page and its scripts announced.
 */
export function composePage(shellHtml: string, fragment: RemoteFragment): string {
  const { entry, base } = fragment;
  const preloads = entry.js
    .map((file) => `<link rel="preload" as="script" href="${escapeHtml(base + file)}">`)
    .join('');
  const page = fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, escapeHtml(base));
  const prerendered = escapeHtml(`${fragment.remote}/${fragment.module}`);
  return writePageHead(shellHtml, entry)
    .replace('</head>', () => `${preloads}${inlineStyles(fragment.styles)}</head>`)
    .replace(
      OUTLET,
      (outlet) => `${outlet.slice(0, -'></div>'.length)} data-prerendered="${prerendered}">${page}</div>`,
    );
}
