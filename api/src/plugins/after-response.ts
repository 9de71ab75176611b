import type { FastifyInstance, FastifyReply } from 'fastify';
import { loggableError } from '../lib/loggable-error';

/**
 * Work a route leaves until its answer has gone out, so that how long the work takes cannot be read
 * from the answer (a reset link is made only for an account that exists). A failure is logged, never
 * answered; closing the app waits for the work under way.
 */
export interface AfterResponse {
  /** Runs `work` once `reply` has been sent, or its client has gone. */
  run(reply: FastifyReply, work: () => Promise<unknown>): void;
  /** Resolves when every work run so far has ended. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

export function registerAfterResponse(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  const afterResponse: AfterResponse = {
    run(reply, work) {
      // Counted from now, not from the answer: settled() waits for work whose answer is still going out.
      const gone = new Promise<void>((resolve) => {
        // A client that left while the handler awaited has closed already: 'close' will not come again.
        if (reply.raw.closed) resolve();
        else reply.raw.once('close', () => resolve());
      });
      const done: Promise<void> = gone
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => reply.log.error({ err: loggableError(error) }, 'work after the answer failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size) await Promise.all(running);
    },
  };
  app.decorate('afterResponse', afterResponse);
  app.addHook('onClose', () => afterResponse.settled());
}
