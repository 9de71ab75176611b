// Another published version of the federation plugin (e2e/fixtures/federation-plugin/package.json),
// installed from the npm registry on first use. A remote built with it stands for a team that moves to
// a new plugin version on its own schedule: its release must still load in the shell.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

const FIXTURE = path.join(REPO_ROOT, 'e2e', 'fixtures', 'federation-plugin');
const PLUGIN = path.join('node_modules', '@module-federation', 'enhanced');

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const versionIn = (folder: string) => String(readJson(path.join(folder, 'package.json')).version);

/** The version the fixture pins. */
export function otherFederationPluginVersion(): string {
  const dependencies = readJson(path.join(FIXTURE, 'package.json')).dependencies as Record<string, string>;
  return dependencies['@module-federation/enhanced']!;
}

/** The version the shell and the other apps are built with. */
export const repositoryFederationPluginVersion = () => versionIn(path.join(REPO_ROOT, PLUGIN));

/**
 * Gives `app` (a copy of a remote) the fixture's plugin in its own node_modules/, which
 * webpack.common.js then builds it with; installs the fixture first when needed.
 */
export function useOtherFederationPlugin(app: string): void {
  const installed = path.join(FIXTURE, PLUGIN);
  if (!fs.existsSync(installed) || versionIn(installed) !== otherFederationPluginVersion()) {
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: FIXTURE, encoding: 'utf8' });
    if (npm.status !== 0) throw new Error(`npm install in ${FIXTURE} failed:\n${npm.stderr}`);
  }
  const link = path.join(app, PLUGIN);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(installed, link, 'dir');
}
