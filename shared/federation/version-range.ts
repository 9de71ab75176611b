// The version ranges the federation runtime checks a shared module against (webpack.common.js asks
// for caret ranges): comparators joined by spaces (all must hold) and by `||` (any set may hold),
// each `^`, `~`, `>=`, `>`, `<=`, `<`, `=` or a bare version, where `*`, `x` or a missing part
// matches anything. Pre-release tags order before their release, as in semver.

type Version = [number, number, number, string];

const VERSION =
  /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const WILD = /^[xX*]$/;

interface Partial {
  version: Version;
  /** How many of major, minor and patch were given as numbers (the rest are wild). */
  given: number;
}

function parse(text: string): Partial | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  const parts = [match[1], match[2], match[3]];
  let given = 0;
  while (given < 3 && parts[given] !== undefined && !WILD.test(parts[given]!)) given += 1;
  const number = (index: number) => (index < given ? Number(parts[index]) : 0);
  return { version: [number(0), number(1), number(2), match[4] ?? ''], given };
}

function comparePre(a: string, b: string): number {
  if (a === b) return 0;
  if (!a) return 1;
  if (!b) return -1;
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    if (left[i] === undefined) return -1;
    if (right[i] === undefined) return 1;
    if (left[i] === right[i]) continue;
    const numeric = /^\d+$/.test(left[i]!) && /^\d+$/.test(right[i]!);
    if (numeric) return Number(left[i]) - Number(right[i]);
    return left[i]! < right[i]! ? -1 : 1;
  }
  return 0;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || comparePre(a[3], b[3]);
}

/** Orders two versions as semver does; an unreadable version orders first. */
export function compareVersions(a: string, b: string): number {
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return left ? 1 : right ? -1 : 0;
  return compare(left.version, right.version);
}

/**
 * The version just above every version `bound` covers in its first `keep` parts; as an upper bound
 * (`pre` of "0") it also leaves out that version's pre-releases, as semver's desugared ranges do.
 */
function above({ version, given }: Partial, keep: number, pre = ''): Version {
  const parts = [version[0], version[1], version[2]];
  const bump = Math.max(0, Math.min(keep, given) - 1);
  parts[bump]! += 1;
  for (let i = bump + 1; i < 3; i += 1) parts[i] = 0;
  return [parts[0]!, parts[1]!, parts[2]!, pre];
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(comparator)!;
  const operator = match[1] ?? '';
  const bound = parse(match[2]!);
  if (!bound) throw new Error(`Unreadable version range "${comparator}"`);
  if (bound.given === 0) return operator !== '<' && operator !== '>';
  const low = bound.version;
  const atLeast = compare(version, low) >= 0;
  switch (operator) {
    case '>=':
      return atLeast;
    case '>':
      return bound.given < 3 ? compare(version, above(bound, bound.given)) >= 0 : compare(version, low) > 0;
    case '<':
      return compare(version, bound.given < 3 ? [low[0], low[1], low[2], '0'] : low) < 0;
    case '<=':
      return bound.given < 3
        ? compare(version, above(bound, bound.given, '0')) < 0
        : compare(version, low) <= 0;
    case '^': {
      // The leftmost non-zero part is fixed: ^1.2.3 is <2.0.0, ^0.2.3 is <0.3.0, ^0.0.3 is <0.0.4.
      const fixed = low[0] > 0 || bound.given === 1 ? 1 : low[1] > 0 || bound.given === 2 ? 2 : 3;
      return atLeast && compare(version, above(bound, fixed, '0')) < 0;
    }
    case '~':
      return atLeast && compare(version, above(bound, bound.given === 1 ? 1 : 2, '0')) < 0;
    default:
      return (
        atLeast &&
        compare(version, above(bound, bound.given, '0')) < 0 &&
        (bound.given === 3 ? compare(version, low) === 0 : true)
      );
  }
}

/** Whether `version` is in `range` (as the federation runtime decided: a pre-release by its order alone). */
export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed || parsed.given < 3) return false;
  return range.split('||').some((set) =>
    set
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => satisfiesComparator(parsed.version, comparator)),
  );
}
