import { RELEASE_REMOTES, RELEASE_REMOTE_LABELS, type ReleaseRemote } from 'shared/contract/releases';
import { MAX_CANARY_PERCENT, MIN_CANARY_PERCENT } from 'shared/contract/releases';
import { REMOTE_SITES, type AppConfig } from '../config';
import type { Db } from '../db/client';
import {
  changeReleaseHere,
  releaseOverview,
  type RemoteReleaseOverview,
} from '../platform/remote-releases/release-overview-service';
import {
  ReleaseRefused,
  StaleReleaseState,
  describeState,
  serverReleaseActor,
  type ReleaseChange,
} from '../platform/remote-releases/release-state-service';
import { failurePercent } from 'shared/format/failure-rate';
import {
  countsOf,
  recentReleaseCounts,
  type ReleaseCounts,
} from '../platform/remote-failures/failure-tally-service';
import { AdminInputError, takeOptions, type ParsedArgs } from './admin-args';

export const REMOTES_USAGE = `  remotes status     each remote's stable and canary release, its share, when and by whom, its
                     version, and its published releases with their build time and commit, and
                     how often each failed in visitors' browsers in the last hour
  remotes canary     <remote> <release> <percent> --expect <version>
                     <percent>% of visitors (${MIN_CANARY_PERCENT} to ${MAX_CANARY_PERCENT}) get <release>; each keeps what they got
  remotes promote    <remote> --expect <version>    the canary becomes stable for every visitor
  remotes rollback   <remote> --expect <version>    ends the canary; without one, returns to the
                     stable release before the last promotion
                     <remote> is ${RELEASE_REMOTES.join(', ')} (or its folder: user-portal…).
                     --expect is the version "remotes status" shows (0 before the first change):
                     if another change came first, nothing changes and the exit code is 2.`;

/** What the remotes commands need besides the database: the server's configuration and who runs them. */
export interface RemotesCommandContext {
  config?: AppConfig;
  /** Who runs the tool, as the status shows the change's author. */
  operator?: string;
}

/** Each subcommand's positional arguments, which become options. */
const POSITIONALS: Record<string, string[]> = {
  status: [],
  canary: ['remote', 'release', 'percent'],
  promote: ['remote'],
  rollback: ['remote'],
};

/** `remotes canary marketing 3885c3d2761ec23a 10 --expect 2` as the command "remotes canary" with options. */
export function remotesCommandArgs(argv: string[]): string[] {
  if (argv[0] !== 'remotes') return argv;
  const names = POSITIONALS[argv[1] ?? ''];
  if (!names || !Object.hasOwn(POSITIONALS, argv[1])) {
    throw new AdminInputError(
      'remotes takes one subcommand: remotes status, remotes canary <remote> <release> <percent> --expect <version>, ' +
        'remotes promote <remote> --expect <version>, or remotes rollback <remote> --expect <version>.',
    );
  }
  const given = argv.slice(2);
  const positional = given.slice(0, names.length);
  if (positional.length < names.length || positional.some((value) => value.startsWith('--'))) {
    throw new AdminInputError(
      `remotes ${argv[1]} takes ${names.map((name) => `<${name}>`).join(' ')} first, then --expect <version>.`,
    );
  }
  return [
    `remotes ${argv[1]}`,
    ...names.flatMap((name, index) => [`--${name}`, positional[index]]),
    ...given.slice(names.length),
  ];
}

function remoteOf(text: string): ReleaseRemote {
  const wanted = text.toLowerCase();
  const remote = RELEASE_REMOTES.find(
    (key) => key.toLowerCase() === wanted || REMOTE_SITES[key].folder === wanted,
  );
  if (!remote)
    throw new AdminInputError(`<remote> must be one of ${RELEASE_REMOTES.join(', ')}, not "${text}".`);
  return remote;
}

function wholeNumber(option: string, text: string, min: number, max: number, what: string): number {
  const value = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw new AdminInputError(`${option} must be ${what}, not "${text}".`);
  return value;
}

const expectOf = (text: string) =>
  wholeNumber(
    '--expect',
    text,
    0,
    2_147_483_647,
    'the version "remotes status" shows (0 before the first change)',
  );

function configOf(context: RemotesCommandContext): AppConfig {
  if (!context.config)
    throw new Error('The remotes commands need the server’s configuration, and none was given.');
  return context.config;
}

const warnings = () => {
  const said: string[] = [];
  return { said, warn: (message: string) => void said.push(message) };
};

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A release's failures in visitors' browsers over the last hour, as the status's last column. */
function failureColumn(counts: ReleaseCounts): string {
  const percent = failurePercent(counts);
  return percent ? `  failed ${percent} (${counts.failures} of ${counts.loads} pages, last hour)` : '';
}

/**
 * The status of one remote, as lines (each published release with what it is to the remote and, when
 * it was served in the last hour, how often it failed in visitors' browsers).
 */
export function remoteStatusLines(
  remote: RemoteReleaseOverview,
  failures: Map<string, ReleaseCounts> = new Map(),
): string[] {
  const title = `${remote.remote} (${RELEASE_REMOTE_LABELS[remote.remote]}), version ${remote.version}`;
  const head =
    remote.source === 'database'
      ? `${title}: changed ${when(remote.changedAt!)} by ${remote.changedBy}`
      : `${title}: served as the configuration says, ${remote.configured}`;
  const lines = [head];
  if (remote.stable) lines.push(`  stable    ${remote.stable}`);
  if (remote.canary)
    lines.push(
      `  canary    ${remote.canary} for ${remote.percent}% of visitors` +
        (remote.canaryStartedAt ? ` since ${when(remote.canaryStartedAt)}` : ''),
    );
  if (remote.previousStable) lines.push(`  previous  ${remote.previousStable} (what a rollback returns to)`);
  if (!remote.releases.length) lines.push('  no releases published on this server');
  else lines.push('  published releases, newest first:');
  for (const release of remote.releases) {
    const role =
      release.name === remote.canary ? '  canary' : release.name === remote.stable ? '  stable' : '';
    lines.push(
      `    ${release.name}  built ${when(release.builtAt)}  commit ${release.commit ?? 'unknown'}${role}` +
        failureColumn(countsOf(failures, remote.remote, release.name)),
    );
  }
  return lines;
}

async function statusCommand(db: Db, args: ParsedArgs, context: RemotesCommandContext) {
  takeOptions(args, []);
  const { said, warn } = warnings();
  const overview = await releaseOverview(db, configOf(context), warn);
  const failures = await recentReleaseCounts(db, Date.now());
  return [
    ...overview.flatMap((remote) => remoteStatusLines(remote, failures)),
    ...said.map((line) => `Warning: ${line}`),
  ].join('\n');
}

async function changeCommand(
  db: Db,
  remote: ReleaseRemote,
  expect: number,
  change: ReleaseChange,
  context: RemotesCommandContext,
) {
  const { said, warn } = warnings();
  const by = serverReleaseActor(`${context.operator ?? 'an operator'} (command line)`, 'command line');
  try {
    const state = await changeReleaseHere(db, configOf(context), { remote, expect, change }, by, warn);
    return [
      `${remote}: ${describeState(state)}; now version ${state.version}. Every instance serves it within seconds.`,
      ...said.map((line) => `Warning: ${line}`),
    ].join('\n');
  } catch (error) {
    if (error instanceof StaleReleaseState) throw new AdminInputError(error.message);
    if (error instanceof ReleaseRefused) throw new AdminInputError(`<${error.field}>: ${error.message}`);
    throw error;
  }
}

async function canaryCommand(db: Db, args: ParsedArgs, context: RemotesCommandContext) {
  const options = takeOptions(args, ['remote', 'release', 'percent', 'expect']);
  const percent = wholeNumber(
    '<percent>',
    options.percent,
    MIN_CANARY_PERCENT,
    MAX_CANARY_PERCENT,
    `a whole number from ${MIN_CANARY_PERCENT} to ${MAX_CANARY_PERCENT} (100 is "remotes promote")`,
  );
  const change: ReleaseChange = { kind: 'canary', release: options.release, percent };
  return changeCommand(db, remoteOf(options.remote), expectOf(options.expect), change, context);
}

const stepCommand =
  (kind: 'promote' | 'rollback') => async (db: Db, args: ParsedArgs, context: RemotesCommandContext) => {
    const options = takeOptions(args, ['remote', 'expect']);
    return changeCommand(db, remoteOf(options.remote), expectOf(options.expect), { kind }, context);
  };

export const remotesCommands = [
  { name: 'remotes status', run: statusCommand },
  { name: 'remotes canary', run: canaryCommand },
  { name: 'remotes promote', run: stepCommand('promote') },
  { name: 'remotes rollback', run: stepCommand('rollback') },
];
