import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { openEmbeddedClient, pgliteOptions } from "./open-embedded";
import type { PostgresTarget } from "./open-postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The query builder both drivers share; services depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  /** Runs a trivial query; rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Database =
  | (DatabaseBase & {
      driver: "postgres";
      pool: pg.Pool;
      /** A connection of its own without the time limits, for work that may take long (migrations). */
      connectWithoutTimeouts(): Promise<pg.Client>;
    })
  | (DatabaseBase & { driver: "pglite"; client: PGlite });

export type DatabaseTarget =
  | ({ kind: "postgres" } & PostgresTarget)
  | {
      kind: "pglite";
      dataDir: string;
      /** Its opening (openEmbeddedClient), when the caller started it already. */
      opening?: Promise<PGlite>;
    }
  | {
      kind: "pglite-memory";
      /** A data directory (PGlite's dumpDataDir) to start from instead of an empty cluster. */
      loadDataDir?: Blob;
    };

/** close() may be called by several owners (shutdown, tests); only the first call does anything. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    // Its driver loads only here: an embedded start never needs it.
    const { openPostgres } = await import("./open-postgres");
    const database = await openPostgres(target);
    return {
      ...database,
      driver: "postgres",
      db: database.db as unknown as Db,
      close: once(database.close),
    };
  }
  const client =
    target.kind === "pglite"
      ? await (target.opening ?? openEmbeddedClient(target.dataDir))
      : await PGlite.create({ ...pgliteOptions, loadDataDir: target.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    client,
    ping: async () => {
      await client.query("select 1");
    },
    close: once(() => client.close()),
  };
}
