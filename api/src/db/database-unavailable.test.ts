import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test.each([
  ['a backend terminated by an administrator', withCode('terminating connection', '57P01')],
  ['a server shutting down', withCode('the database system is shutting down', '57P03')],
  ['a deadlock, rolled back to be tried again', withCode('deadlock detected', '40P01')],
  ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
  ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
  [
    'drizzle wrapping any of them',
    new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
  ],
])('%s means the database is unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
  ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['not an error at all', 'Connection terminated'],
])('%s is not', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});
