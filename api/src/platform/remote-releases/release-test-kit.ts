import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemotePagesManifest } from 'shared/contract/remote-pages';
import type { AppConfig } from '../../config';

/** Three releases of the marketing remote, each drawing its own heading on /aboutus. */
export const RELEASES = {
  first: '1111111111111111',
  second: '2222222222222222',
  third: '3333333333333333',
} as const;
export const headingOf = (release: string) => `About us, release ${release}`;

function write(dir: string, name: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}

/** A release folder as scripts/release.mjs publishes it: the build's files and release.json. */
export function publishFakeRelease(
  root: string,
  release: string,
  builtAt: string,
  commit: string | null,
  remote = 'marketing',
) {
  const dir = path.join(root, release);
  const manifest: RemotePagesManifest = {
    remote,
    version: release,
    pages: [
      {
        path: '/aboutus',
        module: 'AboutPage',
        part: false,
        hydrate: 'load',
        file: 'pages/aboutus.html',
        title: 'About Us',
        description: 'Who we are.',
        indexable: true,
        css: [],
        js: ['remoteEntry.js'],
      },
    ],
  };
  write(dir, 'remoteEntry.js', `/* ${remote} ${release} */`);
  write(dir, 'pages/manifest.json', JSON.stringify(manifest));
  write(dir, 'pages/aboutus.html', `<h1>${headingOf(release)}</h1>`);
  if (commit !== null) write(dir, 'release.json', JSON.stringify({ version: release, builtAt, commit }));
}

/**
 * A shell whose /aboutus holds the marketing remote's page, and the marketing remote's releases
 * folder: the first release current (current.json), the second and third published beside it.
 */
export function fakeSite(): Pick<AppConfig, 'shellDist' | 'remoteDists'> & { marketingRoot: string } {
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-shell-'));
  const marketingRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-marketing-'));
  write(
    shellDist,
    'index.html',
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  write(
    shellDist,
    'prerendered/aboutus.html',
    '<!doctype html><html><head><title>Shell</title><meta name="description" content="shell words">' +
      '<meta name="robots" content="index, follow"><meta property="og:title" content="Shell">' +
      '<meta property="og:description" content="shell words"></head><body><div id="root"><main>' +
      '<div class="remote-outlet" data-remote-outlet="marketing/AboutPage"></div></main></div></body></html>',
  );
  publishFakeRelease(marketingRoot, RELEASES.first, '2026-11-01T10:00:00.000Z', 'aaaaaaa');
  publishFakeRelease(marketingRoot, RELEASES.second, '2026-11-02T10:00:00.000Z', 'bbbbbbb');
  publishFakeRelease(marketingRoot, RELEASES.third, '2026-11-03T10:00:00.000Z', null);
  write(marketingRoot, 'current.json', JSON.stringify({ version: RELEASES.first }));
  // The other remotes one release each, so that a test does not depend on the repository's builds
  // (CI runs the tests on a clone not yet built).
  const others = Object.fromEntries(
    (['userPortal', 'bdePortal', 'staff'] as const).map((remote) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), `releases-${remote}-`));
      publishFakeRelease(root, RELEASES.first, '2026-11-01T10:00:00.000Z', 'aaaaaaa', remote);
      write(root, 'current.json', JSON.stringify({ version: RELEASES.first }));
      return [remote, root];
    }),
  );
  return { shellDist, remoteDists: { marketing: marketingRoot, ...others }, marketingRoot };
}

/** The release of the marketing remote a page or an entry address names. */
export function releaseIn(text: string): string | null {
  return /\/remotes\/marketing\/(\d{16})\/remoteEntry\.js/.exec(text)?.[1] ?? null;
}
