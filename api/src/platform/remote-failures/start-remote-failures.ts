import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { loggableMessage } from '../../lib/loggable-error';
import type { ReleaseFeed } from '../remote-releases/release-feed-service';
import type { VisitorEntries } from '../remote-releases/visitor-release-service';
import { watchCanaries, type CanaryRollback } from './canary-watch';
import { ClientBudget } from './client-budget';
import { FailureTally, sweepFailureCounts } from './failure-tally-service';
import { RemoteFailureCounter } from './remote-failure-counter';
import { remoteFailureRoutes } from './routes';

/** Each instance adds its counts to the database this often: a statement per interval, whatever the traffic. */
export const FLUSH_MS = 5_000;
/** Reports a client address may send at once, and then one per this many milliseconds. */
const BUDGET_BURST = 10;
const BUDGET_REFILL_MS = 6_000;
/** Old counts are swept about this often (every so many watches). */
const SWEEP_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes' pages and failures as counted (static-sites counts each page it serves). */
    remoteFailures: RemoteFailures;
  }
}

export interface RemoteFailures {
  counter: RemoteFailureCounter;
  /** Adds this instance's counts to the database now. */
  flush(): Promise<void>;
  /** Adds this instance's counts, then rolls back any canary past the bound: what the timer does. */
  watch(): Promise<CanaryRollback[]>;
}

interface Options {
  db: Db;
  config: AppConfig;
  now: () => number;
  entriesFor: (request: FastifyRequest, reply: FastifyReply) => VisitorEntries;
  /** This instance's copy of the release rows, told of a rollback it made before the database says so. */
  feed: Pick<ReleaseFeed, 'accept'>;
}

/** The failure beacon's route, the counts, and the watch that rolls a failing canary back. */
export function startRemoteFailures(app: FastifyInstance, { db, config, now, entriesFor, feed }: Options) {
  const tally = new FailureTally(now);
  const counter = new RemoteFailureCounter(app.metrics, tally);
  const budget = new ClientBudget(BUDGET_BURST, BUDGET_REFILL_MS, now);
  remoteFailureRoutes(app, { entriesFor, counter, budget });

  const warn = (message: string) => app.log.warn(message);
  // Each instance looks at the running canaries this often (after adding its own counts).
  const { intervalMs } = config.canaryWatch;
  const sweepEvery = Math.max(1, Math.round(SWEEP_MS / intervalMs));
  let watches = 0;
  const remoteFailures: RemoteFailures = {
    counter,
    flush: () => tally.flush(db),
    async watch() {
      await tally.flush(db);
      const rolledBack = await watchCanaries({ db, config, now, warn });
      for (const rollback of rolledBack) {
        feed.accept(rollback.after);
        app.metrics.canaryRollbacks.inc({ remote: rollback.remote });
        app.log.warn(
          `canary ${rollback.canary} of ${rollback.remote} rolled back automatically: ` +
            `${rollback.failures} failures in ${rollback.loads} pages; every visitor gets ${rollback.stable}`,
        );
      }
      if ((watches += 1) % sweepEvery === 0) await sweepFailureCounts(db, now());
      return rolledBack;
    },
  };
  app.decorate('remoteFailures', remoteFailures);

  // Said once per outage, not every few seconds.
  let failing = false;
  const run = (step: () => Promise<unknown>) => () => {
    step().then(
      () => (failing = false),
      (error: unknown) => {
        if (!failing) app.log.warn(`remote failure counts: ${loggableMessage(error)}`);
        failing = true;
      },
    );
  };
  const flushing = setInterval(run(remoteFailures.flush), FLUSH_MS);
  const watching = setInterval(run(remoteFailures.watch), intervalMs);
  flushing.unref();
  watching.unref();
  app.addHook('onClose', async () => {
    clearInterval(flushing);
    clearInterval(watching);
    // What this instance counted last is not lost with it.
    await tally.flush(db).catch(() => undefined);
  });
  return remoteFailures;
}
