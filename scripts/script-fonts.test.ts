import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from '@jest/globals';
import * as scriptFonts from '../shared/contract/script-fonts';
import { writeScriptFonts } from './script-fonts.mjs';

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-fonts-'));
afterAll(() => fs.rmSync(shellDist, { recursive: true, force: true }));

test("each script's subset is copied under its content's hash, listed for the server, named in the head", () => {
  // A font of an earlier build is gone: only this build's files are listed and served.
  fs.mkdirSync(path.join(shellDist, 'fonts'));
  fs.writeFileSync(path.join(shellDist, 'fonts', 'noto-sans-telugu-400.0000000000.woff2'), 'old');

  const headOf = writeScriptFonts(shellDist, scriptFonts);

  const names = fs.readdirSync(path.join(shellDist, 'fonts')).sort();
  expect(names).toHaveLength(10);
  for (const name of names) expect(name).toMatch(/^noto-sans-[a-z]+-(400|700)\.[0-9a-f]{10}\.woff2$/);
  const source = fs.readFileSync(
    path.join('node_modules', '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2'),
  );
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
  const telugu = `/fonts/noto-sans-telugu-400.${hash}.woff2`;
  expect(fs.readFileSync(path.join(shellDist, telugu)).equals(source)).toBe(true);

  const listed = JSON.parse(fs.readFileSync(path.join(shellDist, scriptFonts.SCRIPT_FONTS_MANIFEST), 'utf8'));
  expect(Object.keys(listed).sort()).toEqual(['hi', 'kn', 'ml', 'ta', 'te']);
  expect(listed.te[400]).toBe(telugu);
  expect(Object.values(listed).flatMap((files) => Object.values(files as object))).toHaveLength(10);

  expect(headOf('te')).toBe(scriptFonts.scriptFontHead('te', listed));
  expect(headOf('te')).toContain(`<link rel="preload" href="${telugu}"`);
  expect(headOf('en')).toBe('');
});
