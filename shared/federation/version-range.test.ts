import { satisfy } from '@module-federation/runtime-core';
import { compareVersions, satisfies } from './version-range';

// The federation package's own comparison is the reference: the site's runtime must accept and
// refuse exactly what it did for every range an app may declare.
const VERSIONS = [
  '0.0.3',
  '0.0.4',
  '0.2.3',
  '0.2.9',
  '0.3.0',
  '1.0.0',
  '1.1.0',
  '1.2.0',
  '1.2.3',
  '1.2.4',
  '1.3.0',
  '1.9.9',
  '2.0.0',
  '19.3.1',
  '19.4.0',
  '20.0.0',
  '1.3.0-beta.1',
];
const RANGES = [
  '^1.0.0',
  '^1.2.3',
  '^1.3.0',
  '^0.2.3',
  '^0.0.3',
  '^19.3.1',
  '~1.2.3',
  '~1.2',
  '1.2.3',
  '1.2',
  '1',
  '*',
  '>=1.2.3',
  '>1.2.3',
  '<2.0.0',
  '<=1.2.3',
  '>1.2',
  '<=1.2',
  '<1.3',
  '^1.2',
  '^0.0',
  '~1',
  '2.0.0-beta.1',
  '^2.0.0-beta.1',
  '>=1.0.0 <1.3.0',
  '^0.2.3 || ^1.2.3',
];

test.each(RANGES)('"%s" accepts the versions the federation runtime accepted', (range) => {
  for (const version of VERSIONS) {
    expect([version, satisfies(version, range)]).toEqual([version, satisfy(version, range)]);
  }
});

test('versions order as semver orders them, pre-releases before their release', () => {
  const sorted = ['1.10.0', '1.2.0', '1.2.0-rc.1', '1.2.0-beta.2', '1.2.0-beta.10', '0.9.0'].sort(
    compareVersions,
  );
  expect(sorted).toEqual(['0.9.0', '1.2.0-beta.2', '1.2.0-beta.10', '1.2.0-rc.1', '1.2.0', '1.10.0']);
});

test('an unreadable range is an error, not a silent match', () => {
  expect(() => satisfies('1.0.0', '^one')).toThrow('Unreadable version range');
});
