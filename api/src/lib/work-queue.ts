// A bound on expensive work in this process (decoding photos, rendering pages): at most
// `concurrency` jobs run at once, and at most `maxWaiting` more wait their turn, in order.

export interface WorkQueue {
  /** Runs `job` when a slot is free; rejects with `whenFull()` when the waiting line is full too. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Runs `job` at once if a slot is free, else returns null without waiting (the caller degrades). */
  tryRun<T>(job: () => Promise<T>): Promise<T> | null;
  /** Jobs running now. */
  readonly running: number;
}

export interface WorkQueueOptions {
  concurrency: number;
  maxWaiting?: number;
  /** The error a job gets when it can neither run nor wait. */
  whenFull?: () => Error;
}

export function createWorkQueue({
  concurrency,
  maxWaiting = 0,
  whenFull = () => new Error('Too much work is waiting'),
}: WorkQueueOptions): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next job in line, so no newcomer can take it first.
    if (next) next();
    else running -= 1;
  };
  const runNow = async <T>(job: () => Promise<T>): Promise<T> => {
    try {
      return await job();
    } finally {
      release();
    }
  };

  return {
    get running() {
      return running;
    },
    tryRun(job) {
      if (running >= concurrency) return null;
      running += 1;
      return runNow(job);
    },
    async run(job) {
      if (running < concurrency) {
        running += 1;
        return runNow(job);
      }
      if (waiting.length >= maxWaiting) throw whenFull();
      await new Promise<void>((resolve) => waiting.push(resolve));
      return runNow(job);
    },
  };
}
