import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
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
  | (DatabaseBase & { driver: "postgres"; pool: pg.Pool })
  | (DatabaseBase & { driver: "pglite"; client: PGlite });

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory" };

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
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: "postgres",
      pool,
      ping: async () => {
        await pool.query("select 1");
      },
      close: once(() => pool.end()),
    };
  }
  let client: PGlite;
  if (target.kind === "pglite") {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create();
  }
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
