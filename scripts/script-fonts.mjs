// The Indian scripts' font files (issue 42) into the shell's build: each subset fontsource ships,
// copied to shell/dist/fonts/ under a content-hashed name, so the server keeps it a year like every
// other hashed asset, and listed in shell/dist/<manifest> for the server's pages not pre-rendered.
// Which files, and the head that names them, are shared/contract/script-fonts.ts's (the renderer's).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * What the shell's renderer exports of shared/contract/script-fonts.ts.
 * @typedef {{ language: string, weight: number, source: string, name: string }} ScriptFontSource
 * @typedef {Record<string, Record<number, string>>} ScriptFontFiles
 * @typedef {object} ScriptFonts
 * @property {() => ScriptFontSource[]} scriptFontSources
 * @property {(language: any, files: ScriptFontFiles) => string} scriptFontHead
 * @property {string} SCRIPT_FONTS_MANIFEST
 */

/**
 * Copies the fonts into `shellDist` and writes their list; returns the head of a page in a language.
 * @param {string} shellDist
 * @param {ScriptFonts} fonts
 * @returns {(language: string) => string}
 */
export function writeScriptFonts(shellDist, { scriptFontSources, scriptFontHead, SCRIPT_FONTS_MANIFEST }) {
  const dir = path.join(shellDist, 'fonts');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  /** @type {ScriptFontFiles} */
  const files = {};
  for (const { language, weight, source, name } of scriptFontSources()) {
    const content = fs.readFileSync(require.resolve(source));
    // 10 hex digits, as the build names images and fonts (api/src/plugins/static-sites.ts, HASHED_FILE).
    const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
    const file = `fonts/${name}.${hash}.woff2`;
    fs.writeFileSync(path.join(shellDist, file), content);
    (files[language] ??= {})[weight] = `/${file}`;
  }
  fs.writeFileSync(path.join(shellDist, SCRIPT_FONTS_MANIFEST), JSON.stringify(files));
  return (language) => scriptFontHead(language, files);
}
