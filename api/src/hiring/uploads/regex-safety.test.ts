import fs from 'node:fs';
import path from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';

// Every pattern run over an uploaded file must take time linear in its length: one that backtracks
// (polynomially or exponentially) lets a small upload hold a thread for seconds (issue 38). Each
// regular expression in the upload checks, and in every feature, is put to recheck's analysis.

const FEATURES = path.resolve(__dirname, '../..');

/** The files that read uploads: every pattern in them must be proven safe. */
const UPLOAD_CHECKS = [
  'hiring/uploads/pdf-check.ts',
  'hiring/uploads/docx-check.ts',
  'hiring/uploads/xml-scan.ts',
  'hiring/uploads/zip-entries.ts',
  'hiring/uploads/resume-check-service.ts',
  'hiring/applications/application-form.ts',
  'partners/executives/registration-form.ts',
  'partners/executives/registration-service.ts',
  'hiring/uploads/check-pool.ts',
  'hiring/uploads/check-worker.ts',
].map((file) => path.join(FEATURES, file));

interface Pattern {
  file: string;
  source: string;
  flags: string;
}

/** The regular expressions of a file: literals, and `RegExp(...)` calls (whose source must be a literal). */
function patternsOf(file: string): Pattern[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: Pattern[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf('/');
      found.push({ file, source: node.text.slice(1, slash), flags: node.text.slice(slash + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      found.push({
        file,
        // A pattern built at run time cannot be checked here: it is reported as such.
        source:
          pattern && ts.isStringLiteralLike(pattern)
            ? pattern.text
            : `<built at run time: ${pattern?.getText()}>`,
        flags: flags && ts.isStringLiteralLike(flags) ? flags.text : '',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

async function unsafe(patterns: Pattern[]): Promise<string[]> {
  const found: string[] = [];
  for (const { file, source, flags } of patterns) {
    const name = `${path.relative(FEATURES, file)} /${source}/${flags}`;
    if (source.startsWith('<built at run time')) {
      found.push(`${name}: built at run time`);
      continue;
    }
    const diagnostics = await check(source, flags);
    if (diagnostics.status !== 'safe') found.push(name);
  }
  return found;
}

test('every pattern in the upload checks runs in linear time', async () => {
  const patterns = UPLOAD_CHECKS.flatMap(patternsOf);
  expect(patterns.length).toBeGreaterThan(5);
  expect(await unsafe(patterns)).toEqual([]);
}, 120_000);

test('no pattern anywhere in the API backtracks', async () => {
  // Patterns built from templates at run time (page markup, test kits) are not over request input.
  const literal = [...sourceFiles(FEATURES)]
    .flatMap(patternsOf)
    .filter((p) => !p.source.startsWith('<built'));
  expect(await unsafe(literal)).toEqual([]);
}, 300_000);

test('the checker finds the pattern that stopped the server for 10 seconds', async () => {
  // The old PDF check's separator, as it was run before a key: quadratic on `/S%/S%/S%...`.
  const old = String.raw`/S(?![^\s\0()<>\[\]{}/%])(?:[\s\0]|%[^\r\n]*[\r\n])*/JavaScript`;
  expect((await check(old, '')).status).toBe('vulnerable');
});
