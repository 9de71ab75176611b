/**
 * Whether a failure means the database could not be reached or dropped the connection (a restart, a
 * failover, an administrator's pg_terminate_backend, a network blip), or rolled the transaction back to
 * be tried again (a deadlock, a serialization failure), as opposed to a query's own fault.
 * Such a request is answered 503 (try again), not 500; drizzle wraps the driver's error in `cause`.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator or a shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
  '40P01', // deadlock_detected: the transaction was rolled back whole; trying again is safe
  '40001', // serialization_failure: likewise
]);
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// pg's own errors for a lost or unreachable connection carry no code, only these messages.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'is not currently accepting connections',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALLS.has(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.some((text) => current instanceof Error && current.message.includes(text)))
      return true;
    current = current.cause;
  }
  return false;
}
