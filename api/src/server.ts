import { runAdmin } from './admin/admin-result';
import { startAdminSocket, type AdminSocket } from './admin/admin-socket';
import { buildApp } from './app';
import { loadSettings } from './config';
import { openDatabase } from './db/client';
import { serveMetrics } from './platform/metrics/metrics-server';
import { scheduleRetention } from './platform/retention/retention-schedule';
import { BlindIndex } from './lib/blind-index';
import { CryptoBox } from './lib/crypto-box';
import { loggableError, loggableMessage } from './lib/loggable-error';
import { processLogger } from './lib/process-log';
import { backupOfRunningServer } from './ops/backups/make-backup';
import { drainOnStop } from './ops/shutdown/drain';
import { loadPasswordCheck } from 'shared/contract/password-rule';

const log = processLogger();

async function main() {
  const settings = loadSettings();
  const { config } = settings;
  log.level = config.logLevel;
  // Keys first: with DATABASE_URL a missing one stops the start before the database is touched.
  const keys = settings.keys();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    warn: (message) => log.warn(message),
  });
  // The common-password dictionaries, ranked once (~200 ms) rather than by the first sign-up.
  await loadPasswordCheck();
  // buildApp checks that the keys open the stored identity data, and refuses to start if not.
  const app = await buildApp({
    config,
    database,
    ...keys,
    loggerInstance: log,
  });

  const drain = drainOnStop(app);

  // The embedded database admits one process: `npm run admin` sends its commands here instead
  // (PostgreSQL needs no such thing, the tool opens it beside the server).
  let adminSocket: AdminSocket | null = null;
  if (database.kind === 'pglite') {
    const identityKeys = {
      cryptoBox: new CryptoBox(keys.dataKey, keys.previousDataKeys),
      blindIndex: new BlindIndex(keys.indexKey),
    };
    try {
      adminSocket = await startAdminSocket({
        dataDir: config.dataDir,
        run: async (argv) => {
          const result = await runAdmin(database.db, argv, {
            identityKeys: () => identityKeys,
            publicOrigin: config.publicOrigin,
            backup: backupOfRunningServer(database, keys),
            config,
            operator: 'an operator',
          });
          // The command's name only: its options can name people.
          const name = argv.slice(0, ['staff', 'remotes'].includes(argv[0]) ? 2 : 1).join(' ');
          app.log.info(`admin command ${JSON.stringify(name)}: exit ${result.code}`);
          return result;
        },
      });
    } catch (error) {
      app.log.warn(`npm run admin cannot reach this server while it runs: ${loggableMessage(error)}`);
    }
  }

  const stopRetention = scheduleRetention(database.db, app.log, { onRun: app.metrics.retentionRan });

  // Prometheus metrics on their own address (METRICS_ADDR), never on the public port.
  const metricsServer = config.metricsAddr ? await serveMetrics(app.metrics, config.metricsAddr) : null;
  if (metricsServer) app.log.info(`metrics on ${metricsServer.url}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await drain.stop();
    stopRetention();
    await metricsServer?.close();
    await adminSocket?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `serving on http://${config.host}:${config.port} with the ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}`,
  );
}

main().catch((error: unknown) => {
  log.fatal({ err: loggableError(error) }, loggableMessage(error));
  process.exit(1);
});
