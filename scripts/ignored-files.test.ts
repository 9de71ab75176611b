import { execFileSync } from 'node:child_process';

// A source folder whose name .gitignore keeps out for local data or builds (data/, dist/) is
// tracked today but silently left out of the next file added to it.
it('no tracked file is one .gitignore would keep out', () => {
  const ignored = execFileSync('git', ['ls-files', '--cached', '--ignored', '--exclude-standard'], {
    encoding: 'utf8',
  });
  expect(ignored.split('\n').filter(Boolean)).toEqual([]);
});
