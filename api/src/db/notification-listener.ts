import { Client } from 'pg';

export interface NotificationHandlers {
  /** A notification's payload, in the order the database sent them. */
  message(payload: string): void;
  /**
   * Whether notifications are arriving. False until the first LISTEN succeeds and whenever the
   * connection is lost: a consumer must not trust what it cached while it could have missed one.
   */
  live(isLive: boolean): void;
}

export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;

const FIRST_RETRY_MS = 200;
const LAST_RETRY_MS = 5_000;

/**
 * LISTEN on its own PostgreSQL connection (a pooled one would be handed to queries), reconnecting
 * after a loss with a growing pause until it is stopped (by its caller, or with every other by
 * `stopAll` when the database closes). Answers once the first attempt has settled, live or not.
 */
export function listenOnPostgres(url: string): { listen: Listen; stopAll(): Promise<void> } {
  const stops = new Set<() => Promise<void>>();
  const listen: Listen = async (channel, handlers) => {
    let current: Client | null = null;
    let closed = false;
    let retryMs = FIRST_RETRY_MS;
    let retry: NodeJS.Timeout | undefined;

    const connect = async () => {
      const client = new Client({ connectionString: url, application_name: `listen:${channel}` });
      let lost = false;
      const onLost = () => {
        if (lost) return;
        lost = true;
        if (current === client) {
          current = null;
          handlers.live(false);
        }
        client.end().catch(() => undefined);
        if (closed) return;
        retry = setTimeout(() => void connect(), retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      };
      client.on('notification', (notice) => {
        if (notice.channel === channel) handlers.message(notice.payload ?? '');
      });
      client.on('error', onLost);
      client.on('end', onLost);
      try {
        await client.connect();
        await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      } catch {
        onLost();
        return;
      }
      if (closed) {
        await client.end().catch(() => undefined);
        return;
      }
      current = client;
      retryMs = FIRST_RETRY_MS;
      handlers.live(true);
    };

    const stop = async () => {
      closed = true;
      stops.delete(stop);
      clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        handlers.live(false);
        await client.end().catch(() => undefined);
      }
    };
    stops.add(stop);
    await connect();
    return stop;
  };
  // The database's close stops every listener still running, so none reconnects after it.
  const stopAll = async () => {
    await Promise.all([...stops].map((stop) => stop()));
  };
  return { listen, stopAll };
}
