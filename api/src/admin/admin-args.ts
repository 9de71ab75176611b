/** A mistake in what the staff member typed: printed as is, with a non-zero exit. */
export class AdminInputError extends Error {}

export interface ParsedArgs {
  command: string;
  options: Map<string, string>;
}

/** `<command> --name value --other "two words"`; `--name=value` works too. Values are required. */
export function parseArgs(argv: string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (!command || command.startsWith('-')) throw new AdminInputError('Name a command first.');
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 1) {
    const token = rest[i];
    if (!token.startsWith('--') || token.length < 3) {
      throw new AdminInputError(`Unexpected "${token}": options look like --name value.`);
    }
    let name = token.slice(2);
    let value: string | undefined;
    const equals = name.indexOf('=');
    if (equals >= 0) {
      value = name.slice(equals + 1);
      name = name.slice(0, equals);
    } else {
      value = rest[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new AdminInputError(`--${name} needs a value.`);
      i += 1;
    }
    if (options.has(name)) throw new AdminInputError(`--${name} is given twice.`);
    options.set(name, value);
  }
  return { command, options };
}

/** Reads the command's options: each known one at most once, the required ones present, no others. */
export function takeOptions<R extends string, O extends string = never>(
  { command, options }: ParsedArgs,
  required: readonly R[],
  optional: readonly O[] = [],
): Record<R, string> & Partial<Record<O, string>> {
  const known = new Set<string>([...required, ...optional]);
  for (const name of options.keys()) {
    if (!known.has(name)) {
      const allowed = [...known].map((option) => `--${option}`).join(', ');
      throw new AdminInputError(
        `${command} does not take --${name}. ${known.size ? `It takes ${allowed}.` : 'It takes no options.'}`,
      );
    }
  }
  const missing = required.filter((name) => !options.get(name)?.trim());
  if (missing.length) {
    throw new AdminInputError(`${command} needs ${missing.map((name) => `--${name}`).join(' and ')}.`);
  }
  return Object.fromEntries([...options].map(([key, value]) => [key, value.trim()])) as Record<R, string> &
    Partial<Record<O, string>>;
}
