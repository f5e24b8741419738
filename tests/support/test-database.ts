import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database per caller: in-memory PGlite by default, or a newly created PostgreSQL database
 * on the server named by `serverUrl` or TEST_DATABASE_URL (dropped again by dispose()).
 */
export async function createTestDatabase(
  options: { migrate?: boolean; serverUrl?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  let testDatabase: TestDatabase;
  if (!adminUrl) {
    const database = await openDatabase({ kind: "pglite-memory" });
    testDatabase = { database, dispose: () => database.close() };
  } else {
    const name = `portal_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 5 });
    testDatabase = {
      database,
      dispose: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  if (options.migrate !== false) await runMigrations(testDatabase.database);
  return testDatabase;
}
