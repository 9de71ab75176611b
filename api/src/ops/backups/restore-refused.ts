/** Why a restore was refused, and the exit code of `npm run admin -- restore` for each. */
export const REFUSAL_EXIT_CODES = {
  /** Not a backup, the other kind of database, a newer schema, a target that holds a database. */
  refused: 1,
  'manifest-changed': 3,
  'dump-changed': 4,
  'other-keys': 5,
  /** A backup of the first format, which has no seal, without --accept-unsealed. */
  unsealed: 6,
} as const;
export type RefusalKind = keyof typeof REFUSAL_EXIT_CODES;

/** A restore refused before anything was written; the message says why, `kind` which refusal it is. */
export class RestoreRefused extends Error {
  constructor(
    readonly kind: RefusalKind,
    reason: string,
  ) {
    super(`Restore refused, nothing was written: ${reason}.`);
  }

  get exitCode(): number {
    return REFUSAL_EXIT_CODES[this.kind];
  }
}

export const refuse = (reason: string, kind: RefusalKind = 'refused'): never => {
  throw new RestoreRefused(kind, reason);
};
