// Every source file of the repository, TypeScript or JavaScript, is type-checked by one of the two
// programs `npm run typecheck` and `npm test` run (tsconfig.web.json, tsconfig.node.json, the latter
// with checkJs) and linted by ESLint: a new script or config file outside both fails here instead of
// going unchecked.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Tracked files and new ones git does not ignore, relative to the root. */
const sourceFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && ts.sys.fileExists(path.join(ROOT, file)));

function program(configFile: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, configFile), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed;
}

test('every source file is in tsconfig.web.json or tsconfig.node.json, JavaScript checked too', () => {
  const web = program('tsconfig.web.json');
  const node = program('tsconfig.node.json');
  expect(node.options.checkJs).toBe(true);
  const checked = new Set([...web.fileNames, ...node.fileNames].map((file) => path.resolve(ROOT, file)));
  expect(sourceFiles.length).toBeGreaterThan(100);
  expect(sourceFiles.filter((file) => !checked.has(path.join(ROOT, file)))).toEqual([]);
});

test('ESLint lints every source file', async () => {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });
  const ignored: string[] = [];
  for (const file of sourceFiles) if (await eslint.isPathIgnored(path.join(ROOT, file))) ignored.push(file);
  expect(ignored).toEqual([]);
});
