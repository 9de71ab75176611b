import pino, { type Logger } from 'pino';
import { logOptions } from './log-options';
import { loggableError, loggableMessage } from './loggable-error';

/**
 * The server process's one logger, made before anything else so that every line the process writes,
 * from its first, is one JSON object (at info level until LOG_LEVEL is read). Node's own warnings go
 * through it instead of stderr's plain text, and so does a crash: an uncaught exception or an
 * unhandled rejection is one fatal line, its stack inside, and the process exits 1.
 */
export function processLogger(): Logger {
  const log = pino(logOptions('info'));
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ err: warning }, warning.message));
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      log.fatal({ err: loggableError(error) }, `${event}: ${loggableMessage(error)}`);
      process.exit(1);
    });
  }
  return log;
}
