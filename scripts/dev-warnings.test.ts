// A remote started alone (`npm run dev -w <remote>`) compiles without a warning: one that is always
// there teaches developers to skip the list, and then the one that matters goes unread.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import webpack, { type Configuration, type Stats } from 'webpack';

const ROOT = path.resolve(__dirname, '..');
const load = createRequire(__filename);

/** The remote's development build, as its dev server compiles it, written to a folder of its own. */
function compileForDevelopment(app: string): Promise<Stats> {
  const config: Configuration = load(path.join(ROOT, app, 'webpack.config.js'))({}, { mode: 'development' });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-warnings-'));
  return new Promise((resolve, reject) => {
    webpack({ ...config, output: { ...config.output, path: out } }, (error, stats) => {
      fs.rmSync(out, { recursive: true, force: true });
      if (error || !stats) reject(error ?? new Error('webpack gave no stats'));
      else resolve(stats);
    });
  });
}

test('the user portal compiled alone for development has no errors and no warnings', async () => {
  const stats = await compileForDevelopment('user-portal-remote');
  const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
  expect(errors?.map((error) => error.message)).toEqual([]);
  expect(warnings?.map((warning) => `${warning.file ?? ''}: ${warning.message}`)).toEqual([]);
}, 240_000);
