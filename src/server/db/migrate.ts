import path from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../project-root";
import type { Database } from "./client";

export const migrationsFolder = path.join(projectRoot, "drizzle");

// Any fixed number; every server instance takes the same lock, so only one migrates at a time.
export const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === "pglite") {
    // PGlite is one connection in one process: nothing to race with.
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    // PGlite learns the array types (customer_status[], ...) when it opens: on a new database the migrations
    // made them afterwards, and until it reads them again an array parameter is sent as plain text.
    await database.client.refreshArrayTypes();
    return;
  }
  // Session-level advisory locks belong to a connection: lock, migrate and unlock on one client. Not a pooled
  // one: building an index or waiting for another instance's migration may outlast a request's time limits.
  const [{ drizzle }, { migrate: migratePg }] = await Promise.all([
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const client = await database.connectWithoutTimeouts();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
