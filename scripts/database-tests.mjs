// Which test files `npm test` runs again on PostgreSQL: those whose outcome can depend on DATABASE_URL.
// Decided from the files themselves, never from a list or a folder: a test touches the database when
// it, or any file it imports (followed through relative imports and the repository's own workspaces,
// never into node_modules), reads the environment's database address. Today that is the API's test
// database (api/src/test/test-database.ts), which every test app opens; a pure unit test and every
// front-end test reach no such file and run on the embedded database only.
import fs from 'node:fs';
import path from 'node:path';

/** Reading the database address from the environment: directly, or through the settings' default. */
const READS_DATABASE_URL =
  /process\.env(?:\.DATABASE_URL\b|\[\s*['"]DATABASE_URL['"]\s*\])|\b(?:loadConfig|loadSettings)\(\s*(?:process\.env\s*)?\)/;

/** `from '…'`, `import '…'`, `import('…')`, `require('…')`; whole `import type …` statements are left out. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"];?/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.jsx'];

/**
 * The file a specifier names, or undefined when it is a package from node_modules or not found.
 * @param {string} specifier
 * @param {string} from the importing file
 * @param {string} root the repository
 */
function resolve(specifier, from, root) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    // A workspace of this repository (`shared/contract/…`): node_modules/<name> links back into it.
    const parts = specifier.split('/');
    const nameLength = specifier.startsWith('@') ? 2 : 1;
    const link = path.join(root, 'node_modules', ...parts.slice(0, nameLength));
    let target;
    try {
      target = fs.realpathSync(link);
    } catch {
      return undefined;
    }
    if (!target.startsWith(root + path.sep) || target.includes(`${path.sep}node_modules${path.sep}`))
      return undefined;
    base = path.join(target, ...parts.slice(nameLength));
  }
  const candidates = [
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.slice(1).map((extension) => path.join(base, `index${extension}`)),
    // TypeScript's ESM style: `./thing.js` written for `./thing.ts`.
    base.replace(/\.(m|c)?js$/, '.$1ts'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * The repository files one file imports at run time.
 * @param {string} file
 * @param {string} source its text
 * @param {string} root
 */
export function importsOf(file, source, root) {
  const code = source.replace(TYPE_ONLY, '');
  const files = new Set();
  for (const [, specifier] of code.matchAll(SPECIFIERS)) {
    const target = resolve(specifier, file, root);
    if (target) files.add(target);
  }
  return [...files];
}

/** @typedef {{ reads: boolean, imports: string[] }} FileFacts */

/**
 * Whether a test file, or anything it imports, reads the database address from the environment.
 * @param {string} testFile an absolute path
 * @param {string} root the repository
 * @param {Map<string, FileFacts>} [facts] what each file read so far holds, shared between calls
 */
export function touchesDatabase(testFile, root, facts = new Map()) {
  /** @param {string} file */
  const factsOf = (file) => {
    let known = facts.get(file);
    if (!known) {
      const source = fs.readFileSync(file, 'utf8');
      known = { reads: READS_DATABASE_URL.test(source), imports: importsOf(file, source, root) };
      facts.set(file, known);
    }
    return known;
  };
  const seen = new Set([path.resolve(testFile)]);
  for (const file of seen) {
    const { reads, imports } = factsOf(file);
    if (reads) return true;
    for (const next of imports) seen.add(next);
  }
  return false;
}

/**
 * The test files, of those given, to run again on PostgreSQL.
 * @param {string[]} testFiles absolute paths
 * @param {string} root
 */
export function databaseTests(testFiles, root) {
  const facts = new Map();
  return testFiles.filter((file) => touchesDatabase(file, root, facts));
}
