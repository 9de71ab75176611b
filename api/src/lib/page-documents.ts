import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE_ORIGIN_PLACEHOLDER, findRoute } from 'shared/contract/routes';

export type Encoding = 'br' | 'gzip' | 'identity';

interface Variants {
  mtimeMs: number;
  bodies: Map<string, Buffer>;
}

/**
 * The HTML documents of the shell's build: a page drawn at build time for a public route, else the
 * plain shell. Bodies are kept in memory per origin and encoding, and re-read when a build replaces them.
 */
export class PageDocuments {
  private readonly cache = new Map<string, Variants>();

  constructor(private readonly shellDist: string) {}

  /** The file that answers `pathname`, or null when the site has not been built. */
  fileFor(pathname: string): string | null {
    const route = findRoute(pathname);
    const exact = route && route.path === (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    if (exact) {
      const name = route.path === '/' ? 'index' : route.path.slice(1);
      const drawn = path.join(this.shellDist, 'prerendered', `${name}.html`);
      if (fs.existsSync(drawn)) return drawn;
    }
    const shell = path.join(this.shellDist, 'index.html');
    return fs.existsSync(shell) ? shell : null;
  }

  body(file: string, origin: string, encoding: Encoding): Buffer {
    const { mtimeMs } = fs.statSync(file);
    let variants = this.cache.get(file);
    if (!variants || variants.mtimeMs !== mtimeMs) {
      variants = { mtimeMs, bodies: new Map() };
      this.cache.set(file, variants);
    }
    const key = `${origin} ${encoding}`;
    let body = variants.bodies.get(key);
    if (!body) {
      const html = Buffer.from(fs.readFileSync(file, 'utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, origin));
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(html, { level: 9 })
            : html;
      // A few hosts at most (the site's names); never let odd Host headers grow this without bound.
      if (variants.bodies.size < 24) variants.bodies.set(key, body);
    }
    return body;
  }
}

export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
