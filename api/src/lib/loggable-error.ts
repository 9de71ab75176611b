/**
 * An error as it may be logged: a database error keeps its SQL (placeholders only), its code and its
 * constraint, but loses the query's parameters and the server's detail line, which quote the values
 * (names, emails, password hashes, identity numbers).
 */
export function loggableError(error: unknown): unknown {
  const database = databaseErrorIn(error);
  if (!database) return error;
  const cause = database.cause as { code?: unknown; constraint?: unknown; message?: unknown } | undefined;
  const safe = new Error(
    `Database query failed: ${String(cause?.message ?? 'database error')} (query: ${String(database.query)})`,
  );
  Object.assign(safe, { code: cause?.code, constraint: cause?.constraint });
  safe.stack = safe.message;
  return safe;
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
