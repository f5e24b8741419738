/** Background work an app server does in rounds: `stop` ends the timer and waits for the round under way. */
export interface Rounds {
  stop(): Promise<void>;
}

/**
 * Runs `round` every interval, never two at once: a tick while one is under way is skipped. A stop aborts the
 * signal, so a long round can end between two batches, and waits for it.
 */
export function everyInterval(options: {
  intervalMs: number;
  round: (signal: AbortSignal) => Promise<void>;
  onError: (error: unknown) => void;
}): Rounds {
  let running: Promise<void> | undefined;
  const stopping = new AbortController();
  const timer = setInterval(() => {
    running ??= options
      .round(stopping.signal)
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
