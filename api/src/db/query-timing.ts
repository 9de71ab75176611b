type QueryListener = (seconds: number) => void;

/**
 * Reports every query's duration to its listeners, measured once at the driver: `wrap` replaces a
 * connection's own `query` (a pg client's, PGlite's) with one that times it, in either of its forms
 * (a callback as last argument, or a promise).
 */
export class QueryTiming {
  private readonly listeners = new Set<QueryListener>();

  /** Calls `listener` with each query's duration in seconds; answers the way to stop. */
  listen(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  wrap(connection: object & { query: unknown }): void {
    const original = (connection.query as (...args: unknown[]) => unknown).bind(connection);
    const report = (started: number) => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of this.listeners) listener(seconds);
    };
    connection.query = (...args: unknown[]) => {
      if (!this.listeners.size) return original(...args);
      const started = performance.now();
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          report(started);
          return callback(...results) as unknown;
        };
        return original(...args);
      }
      const result = original(...args);
      if (result instanceof Promise) {
        result.then(
          () => report(started),
          () => report(started),
        );
      }
      return result;
    };
  }
}
