import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// ESLint's import-x/no-cycle leaves type-only imports out; this check counts them too, since a
// circle of types still ties the files' meaning together (admin-commands, admin-result and
// backup-cli once stood in one).

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The files of `files` that `file` imports by a relative path, `import type` included. */
function importsOf(file: string, files: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name))
    .flatMap((base) => [`${base}.ts`, path.join(base, 'index.ts')].filter((found) => files.has(found)));
}

/** Every group of files that reach one another through imports (Tarjan's strongly connected components). */
function importCycles(files: string[]): string[][] {
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

test('no file of the API imports itself through others, types included', () => {
  const cycles = importCycles(sourceFiles(__dirname)).map((group) =>
    group.map((file) => path.relative(__dirname, file)),
  );
  expect(cycles).toEqual([]);
});
