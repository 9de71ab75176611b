import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from '@jest/globals';
import { ROOT } from './build-state.mjs';
import { publishRelease } from './release.mjs';

// A throwaway app folder beside the real ones (.e2e-* is ignored by git, ESLint and Prettier).
const APP = '.e2e-release-test';
const dist = path.join(ROOT, APP, 'dist');
const releases = path.join(ROOT, APP, 'releases');
afterAll(() => fs.rmSync(path.join(ROOT, APP), { recursive: true, force: true }));

/**
 * A build of `version`, as scripts/build.mjs leaves it before publishing.
 * @param {string} version
 */
function build(version) {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'pages', 'manifest.json'), JSON.stringify({ version, pages: [] }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var version = "${version}";`);
  fs.writeFileSync(path.join(dist, '.build-stamp'), 'now');
}

test('each build is a release folder; current.json names the last; four earlier ones and any pinned one stay', () => {
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
  const versions = ['00000000000000a0', '00000000000000a1', '00000000000000a2', '00000000000000a3'].concat([
    '00000000000000a4',
    '00000000000000a5',
    '00000000000000a6',
  ]);
  const previous = process.env.REMOTES_FILE;
  process.env.REMOTES_FILE = remotesFile;
  jestSilence(() => {
    for (const [index, version] of versions.entries()) {
      // The first release is pinned by the configuration, as after a rollback.
      if (index === 1)
        fs.writeFileSync(
          remotesFile,
          JSON.stringify({ marketing: `/remotes/marketing/${versions[0]}/remoteEntry.js` }),
        );
      build(version);
      expect(publishRelease(APP)).toBe(version);
      // Let the next release be newer by its folder's time.
      const stamp = new Date(Date.now() + index * 1000);
      fs.utimesSync(path.join(releases, version), stamp, stamp);
    }
  });
  process.env.REMOTES_FILE = previous;
  const kept = fs
    .readdirSync(releases)
    .filter((name) => name !== 'current.json')
    .sort();
  expect(kept).toEqual([versions[0], ...versions.slice(2)]);
  expect(JSON.parse(fs.readFileSync(path.join(releases, 'current.json'), 'utf8'))).toEqual({
    version: versions[6],
  });
  // A release is a copy of the build as it was, without the build's own stamp.
  expect(fs.readFileSync(path.join(releases, versions[3], 'remoteEntry.js'), 'utf8')).toContain(versions[3]);
  expect(fs.existsSync(path.join(releases, versions[3], '.build-stamp'))).toBe(false);
});

test('a release says when it was built and from which commit', () => {
  build('00000000000000b0');
  const stamp = new Date('2026-11-20T08:30:00.000Z');
  fs.utimesSync(path.join(dist, '.build-stamp'), stamp, stamp);
  jestSilence(() => publishRelease(APP));
  const info = JSON.parse(fs.readFileSync(path.join(releases, '00000000000000b0', 'release.json'), 'utf8'));
  expect(info).toEqual({
    version: '00000000000000b0',
    builtAt: '2026-11-20T08:30:00.000Z',
    commit: expect.stringMatching(/^[0-9a-f]{40}(-dirty)?$/),
  });
});

test('a release the database names (in-use.json, written by the API) is never removed', () => {
  const kept = '00000000000000c0';
  build(kept);
  jestSilence(() => publishRelease(APP));
  fs.utimesSync(path.join(releases, kept), new Date(0), new Date(0));
  fs.writeFileSync(path.join(releases, 'in-use.json'), JSON.stringify({ releases: [kept] }));
  jestSilence(() => {
    for (let index = 1; index <= 6; index += 1) {
      const version = `00000000000000c${index}`;
      build(version);
      publishRelease(APP);
      const stamp = new Date(Date.now() + index * 1000);
      fs.utimesSync(path.join(releases, version), stamp, stamp);
    }
  });
  expect(fs.existsSync(path.join(releases, kept, 'remoteEntry.js'))).toBe(true);
  expect(fs.existsSync(path.join(releases, '00000000000000c1'))).toBe(false);
});

/** @param {() => void} run */
function jestSilence(run) {
  const info = console.info;
  console.info = () => undefined;
  try {
    run();
  } finally {
    console.info = info;
  }
}
