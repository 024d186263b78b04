// At most `width` of the loads given to it at once: for page loads that mostly wait (on the network
// going idle, a quiet period) and whose result does not depend on the wall clock. Not for layout
// shift: a busier machine draws a page in other stages, and measures other shifts.

/** Runs each `work` given to it once fewer than `width` are running; resolves with its result. */
export function limiter(width: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <R>(work: () => Promise<R>): Promise<R> => {
    if (running < width) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes to the next in line, if any; `running` counts it still.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
