import type { Server } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * How a stopping server lets its requests finish: it stops accepting connections, answers what is in flight
 * (uploads included) with `Connection: close`, and cuts what is still running when the grace period ends.
 */
export interface Drain {
  /** Counts the requests in flight; registered first, so it sees every request whole. */
  middleware: MiddlewareHandler;
  /**
   * Stops accepting, waits up to `graceMs` for every connection to finish, then cuts the rest and gives their
   * handlers up to `settleMs` to notice (removing spool files, rolling back). True when nothing was cut.
   */
  stop(server: Server, options: { graceMs: number; settleMs: number }): Promise<boolean>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
/** How often a stopping server closes the connections that have turned idle since the last look. */
const IDLE_SWEEP_MS = 100;

export function createDrain(): Drain {
  let inFlight = 0;
  let stopping = false;
  const onIdle = new Set<() => void>();

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (inFlight === 0) return resolve();
      const done = () => {
        onIdle.delete(done);
        resolve();
      };
      onIdle.add(done);
      sleep(ms).then(done);
    });

  return {
    middleware: async (c, next) => {
      inFlight += 1;
      try {
        await next();
        // A browser keeping its connection open would hold the stop up to the end of the grace period.
        if (stopping) c.res.headers.set("connection", "close");
      } finally {
        inFlight -= 1;
        if (inFlight === 0) for (const done of onIdle) done();
      }
    },
    async stop(server, { graceMs, settleMs }) {
      stopping = true;
      // Node closes idle keep-alive connections here; busy ones end once their response is sent, or, if it was
      // under way before the stop (a live stream), turn idle then and are swept up: left alone they would stay
      // open for the whole keep-alive timeout.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sweeping = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const drained = await Promise.race([closed.then(() => true), sleep(graceMs).then(() => false)]);
      clearInterval(sweeping);
      if (!drained) server.closeAllConnections();
      await idle(settleMs);
      return drained;
    },
  };
}
