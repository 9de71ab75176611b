// The documentation a newcomer reads stays short and true: README.md a page of at most 150 lines
// with no line past 400 characters, docs/ at least five pages each opening with its purpose, and every
// link or repository path they name still there (a moved folder breaks this test, not the reader).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';

const ROOT = path.resolve(__dirname, '..');
const README = 'README.md';
const DOCS = 'docs';

const MAX_README_LINES = 150;
const MAX_LINE_LENGTH = 400;
const MIN_DOC_PAGES = 5;

/** Inline code that starts with one of these is read as a path in the repository. */
const REPO_FOLDERS = [
  'api/',
  'shared/',
  'scripts/',
  'e2e/',
  'deploy/',
  'docs/',
  'shell/',
  'marketing-remote/',
  'user-portal-remote/',
  'bde-portal-remote/',
  'staff-remote/',
];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const docPages = () =>
  fs.existsSync(path.join(ROOT, DOCS))
    ? fs
        .readdirSync(path.join(ROOT, DOCS))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${DOCS}/${name}`)
    : [];
const pages = () => [README, ...docPages()];

/** The text outside fenced code blocks, line by line (commands and diagrams are not prose). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const headings = proseLines(read(file)).filter((line) => /^#{1,6}\s/.test(line));
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+\s+/, ''))));
}

/** Problems with the relative links `[text](target)` in a page: a missing file or heading. */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const line of proseLines(read(file))) {
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [filePart, fragment] = target.split('#');
      const linked = filePart
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart))
        : file;
      if (!fs.existsSync(path.join(ROOT, linked))) {
        problems.push(`${file}: ${target} (no ${linked})`);
      } else if (fragment && linked.endsWith('.md') && !anchorsIn(linked).has(decodeURIComponent(fragment))) {
        problems.push(`${file}: ${target} (no heading #${fragment} in ${linked})`);
      }
    }
  }
  return problems;
}

/** Repository paths written as inline code (`api/src/...`) that name nothing in the repository. */
function missingPaths(file: string): string[] {
  const missing: string[] = [];
  for (const line of proseLines(read(file))) {
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      for (const word of code.split(/\s+/)) {
        const candidate = word.replace(/[),.;:]+$/, '');
        if (!REPO_FOLDERS.some((folder) => candidate.startsWith(folder))) continue;
        // A pattern, not a path: `api/src/<domain>/<feature>/`, `*-schema.ts`.
        if (/[<>*{}…]/.test(candidate)) continue;
        if (!fs.existsSync(path.join(ROOT, candidate))) missing.push(`${file}: ${candidate}`);
      }
    }
  }
  return missing;
}

describe('README.md', () => {
  const lines = read(README).replace(/\n$/, '').split('\n');

  test(`is at most ${MAX_README_LINES} lines`, () => {
    expect(lines.length).toBeLessThanOrEqual(MAX_README_LINES);
  });

  test('starts with the two commands', () => {
    expect(lines.slice(0, 6).join('\n')).toMatch(/npm install && npm start[\s\S]*\nnpm test\s/);
  });
});

describe('docs/', () => {
  test(`holds at least ${MIN_DOC_PAGES} pages`, () => {
    expect(docPages().length).toBeGreaterThanOrEqual(MIN_DOC_PAGES);
  });

  test('each page opens with a title and a one-line purpose', () => {
    const withoutPurpose = docPages().filter((file) => {
      const [title, blank, purpose, after] = read(file).split('\n');
      return (
        !/^# \S/.test(title) || blank !== '' || !purpose?.trim() || purpose.startsWith('#') || after !== ''
      );
    });
    expect(withoutPurpose).toEqual([]);
  });
});

describe('README.md and docs/', () => {
  test(`have no line over ${MAX_LINE_LENGTH} characters`, () => {
    const long = pages().flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, length: line.length }))
        .filter(({ length }) => length > MAX_LINE_LENGTH),
    );
    expect(long).toEqual([]);
  });

  test('link only to files and headings that exist', () => {
    expect(pages().flatMap(brokenLinks)).toEqual([]);
  });

  test('name only repository paths that exist', () => {
    expect(pages().flatMap(missingPaths)).toEqual([]);
  });
});
