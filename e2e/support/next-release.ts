// A remote's next release, built alone from an edited copy of it, as a team deploying it by itself
// would: served from another origin, or published beside the built releases (the copy's release
// folder copied into <remote>/releases/, where every instance of the site finds it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { REPO_ROOT } from './server';
import { startStaticServer } from './static-server';

export interface NextVersion {
  /** The edited copy, beside the remote. */
  folder: string;
  /** Where its dist/ is served. */
  url: string;
  stop(): Promise<void>;
}

export interface Edit {
  file: string;
  from: string;
  to: string;
}

interface BuildOptions {
  /** Run on the copy before it is built. */
  prepare?: (copy: string) => void;
  /** Names the copy's folder (`.e2e-<remote>-<suffix>`): specs running at once each build their own. */
  suffix?: string;
}

/**
 * A copy of `remote` beside it, with these edits (and whatever `prepare` does to the copy), built alone
 * and served from another origin on `port`.
 */
export async function buildNextVersion(
  remote: string,
  edits: Edit[],
  port: number,
  { prepare, suffix = 'next' }: BuildOptions = {},
): Promise<NextVersion> {
  const folder = `.e2e-${remote}-${suffix}`;
  const copy = path.join(REPO_ROOT, folder);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, remote), copy, {
    recursive: true,
    filter: (source) => !/[/\\](dist|dist-prerender|node_modules)$/.test(source),
  });
  for (const { file, from, to } of edits) {
    const source = path.join(copy, file);
    const text = fs.readFileSync(source, 'utf8');
    expect(text).toContain(from);
    fs.writeFileSync(source, text.replace(from, to));
  }
  prepare?.(copy);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', folder], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const server = await startStaticServer(path.join(copy, 'dist'), port);
  return { folder: copy, url: server.url, stop: server.stop };
}

/** The release a releases/ folder's current.json names. */
export const currentRelease = (releases: string) =>
  (JSON.parse(fs.readFileSync(path.join(releases, 'current.json'), 'utf8')) as { version: string }).version;

export interface PublishedRelease {
  /** The next version's release. */
  release: string;
  /** The release the remote's own build made current: the stable one. */
  stable: string;
  /** Takes the release away again (and in-use.json, when there was none before). */
  remove(): void;
}

/**
 * Publishes the next version's release beside the remote's built ones, as a deploy copies its folder:
 * every server of this checkout can then serve it (`remotes canary`).
 */
export function publishNextRelease(next: NextVersion, remote: string): PublishedRelease {
  const releases = path.join(REPO_ROOT, remote, 'releases');
  const stable = currentRelease(releases);
  const release = currentRelease(path.join(next.folder, 'releases'));
  expect(release).not.toBe(stable);
  const copied = path.join(releases, release);
  const inUse = path.join(releases, 'in-use.json');
  const hadInUse = fs.existsSync(inUse);
  fs.cpSync(path.join(next.folder, 'releases', release), copied, { recursive: true });
  return {
    release,
    stable,
    remove() {
      fs.rmSync(copied, { recursive: true, force: true });
      if (!hadInUse) fs.rmSync(inUse, { force: true });
    },
  };
}

/**
 * The marketing release a composed page of / was drawn with, checked against the text it shows: `text`
 * (an edit of the next release) is there exactly when the page is the `next` release's.
 */
export function releaseOfPage(html: string, next: string, text: string): string {
  const release = /data-entry="\/remotes\/marketing\/([\w-]+)\/remoteEntry\.js"/.exec(html)?.[1];
  expect(release).toBeDefined();
  expect(html.includes(text)).toBe(release === next);
  return release!;
}
