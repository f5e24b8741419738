import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from "../config";
import * as schema from "./schema";

// A stopped (frozen) server cancels nothing: the client gives up this long after the server should have.
const QUERY_TIMEOUT_GRACE_MS = 1000;
const QUERY_TIMEOUT_MESSAGE = "Query read timeout";

/**
 * node-postgres answers a query that outlived query_timeout with an error but leaves it pending on the
 * connection, so whatever is sent next (a transaction's ROLLBACK) would wait behind it for another timeout.
 * Close such a connection at once: what is queued on it fails now, and the pool opens a new one.
 */
class TimeLimitedClient extends pg.Client {
  override query(...args: never[]): never {
    const query = super.query as (...rest: unknown[]) => unknown;
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE)
          this.connection.stream.destroy();
      });
    }
    return result as never;
  }
}

/**
 * A pool whose checked-out clients survive losing their connection. Without this, the connection of a running
 * transaction dying raises an 'error' event nobody listens to (ending the process), and a transaction whose
 * BEGIN fails never gives its client back (Drizzle releases only after BEGIN), so the pool runs dry.
 */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // pool.query checks out with a callback and looks after its client itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onError = (error: Error) => client.release(error);
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("error", onError);
        release(error);
      };
      client.on("error", onError);
      return client;
    });
  }
}

export interface PostgresTarget {
  url: string;
  maxConnections?: number;
  timeouts?: DatabaseTimeouts;
}

/** The PostgreSQL side of openDatabase, in a module of its own so that an embedded start never loads pg. */
export async function openPostgres(target: PostgresTarget) {
  const timeouts = target.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const pool = new ResilientPool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    Client: TimeLimitedClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + QUERY_TIMEOUT_GRACE_MS,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    connectWithoutTimeouts: async () => {
      const client = new pg.Client({
        connectionString: target.url,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      // A lost connection fails the query that was running; the event itself must not end the process.
      client.on("error", () => {});
      await client.connect();
      return client;
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
