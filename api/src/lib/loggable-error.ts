/**
 * An error as it may be logged or printed: a database error keeps its SQL (placeholders only), its
 * code, constraint, table and column, and loses its parameters and every message the server wrote,
 * which can quote the values (names, emails, password hashes, identity numbers): PostgreSQL's detail
 * line does for a duplicate, and its main message does for a value of the wrong type.
 */
export function loggableError(error: unknown): unknown {
  const database = databaseErrorIn(error);
  if (!database) return error;
  const cause = (database.cause ?? {}) as Record<string, unknown>;
  const fields = ['code', 'constraint', 'table', 'column']
    .filter((name) => typeof cause[name] === 'string')
    .map((name) => `${name} ${String(cause[name])}`);
  const safe = new Error(
    `Database query failed (${fields.join(', ') || 'no code'}): ${String(database.query)}`,
  );
  Object.assign(safe, { code: cause.code, constraint: cause.constraint });
  safe.stack = safe.message;
  return safe;
}

/** The text to print for an error that ends a command or the server's start. */
export function loggableMessage(error: unknown): string {
  const safe = loggableError(error);
  return safe instanceof Error ? safe.message : String(safe);
}

function databaseErrorIn(error: unknown): { query: unknown; cause?: unknown } | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'query' in current && 'params' in current) {
      return current as { query: unknown; cause?: unknown };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
