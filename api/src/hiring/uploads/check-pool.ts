import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CheckName, CheckRequest, CheckResponse } from './check-worker';

/** What a check answers: its verdict, or `failed` when it ran out of time or memory, or crashed. */
export type CheckOutcome<T> = { done: true; verdict: T } | { done: false; why: string };

export interface CheckPoolLimits {
  /** Checks running at once: each has a thread of its own. */
  threads: number;
  /** Checks waiting for a thread; more are refused at once. */
  queue: number;
  /** Wall-clock time for one check once it runs; then its thread is ended and the file refused. */
  timeoutMs: number;
  /** The V8 heap a thread may use (decompressed data held in buffers is bounded by the checks themselves). */
  heapMb: number;
}

/** Two threads (the machine has two cores); a 5 MB upload takes well under a second to check. */
export const UPLOAD_CHECK_LIMITS: CheckPoolLimits = { threads: 2, queue: 32, timeoutMs: 5000, heapMb: 192 };

// The API runs as TypeScript through tsx (npm start, npm run dev, tests through SWC): a worker thread
// loads the check's TypeScript the same way, by registering tsx's require hook first. Evaluated code
// has no file of its own, so the paths are absolute.
const WORKER_SOURCE = `
require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(path.join(__dirname, 'check-worker.ts'))});
`;

interface Job {
  request: CheckRequest;
  resolve: (outcome: CheckOutcome<unknown>) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Runs file checks off the event loop, in a small pool of worker threads with a heap limit and a
 * deadline: whatever a hostile file makes a check do, the server keeps answering, and a check that
 * overruns, runs out of memory or crashes answers `done: false` (the caller refuses the file).
 */
export class CheckPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;

  constructor(private readonly limits: CheckPoolLimits = UPLOAD_CHECK_LIMITS) {}

  run<T>(check: CheckName, bytes: Buffer): Promise<CheckOutcome<T>> {
    return new Promise((resolve) => {
      const job: Job = {
        request: { id: this.nextId++, check, bytes },
        resolve: resolve as (outcome: CheckOutcome<unknown>) => void,
      };
      const idle = this.idleSlot();
      if (idle) this.start(idle, job);
      else if (this.waiting.length < this.limits.queue) this.waiting.push(job);
      else resolve({ done: false, why: 'too many checks waiting' });
    });
  }

  /** Ends every thread (tests, shutdown); checks still running answer `done: false`. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.resolve({ done: false, why: 'closed' });
    await Promise.all([...this.slots].map((slot) => this.end(slot, 'closed')));
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle) return idle;
    if (this.slots.length >= this.limits.threads) return null;
    const slot: Slot = { worker: this.spawn(), job: null, timer: null };
    this.slots.push(slot);
    slot.worker.on('message', (response: CheckResponse) => this.finish(slot, response));
    slot.worker.on('error', (error) => void this.end(slot, `crashed: ${error.message}`));
    slot.worker.on('exit', (code) => void this.end(slot, `stopped with code ${code}`));
    return slot;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 32 },
      // Not the parent's flags (--inspect and the like); stdout and stderr stay the parent's.
      execArgv: [],
    });
    // An idle thread does not keep the process alive.
    worker.unref();
    return worker;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => void this.end(slot, 'out of time'), this.limits.timeoutMs);
    slot.worker.postMessage(job.request);
  }

  private finish(slot: Slot, response: CheckResponse): void {
    const job = slot.job;
    if (!job || response.id !== job.request.id) return;
    this.release(slot);
    job.resolve(
      response.ok ? { done: true, verdict: response.verdict } : { done: false, why: response.error },
    );
    this.next(slot);
  }

  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  private next(slot: Slot | null): void {
    const job = this.waiting.shift();
    if (!job) return;
    const free = slot && this.slots.includes(slot) ? slot : this.idleSlot();
    if (free) this.start(free, job);
    else this.waiting.unshift(job);
  }

  /** Ends a thread that overran, crashed or stopped: its check fails, the next one gets a new thread. */
  private async end(slot: Slot, why: string): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const job = slot.job;
    this.release(slot);
    slot.worker.removeAllListeners('message');
    job?.resolve({ done: false, why });
    await slot.worker.terminate();
    if (why !== 'closed') this.next(null);
  }
}
