import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

/** Runs one statement on a PostgreSQL server (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// A file may ask for several databases: its worker reads each data directory from disk once.
const dataDirs = new Map<string, Promise<Blob>>();
function readDataDir(file: string): Promise<Blob> {
  let blob = dataDirs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
    dataDirs.set(file, blob);
  }
  return blob;
}

/**
 * A database of the caller's own, migrated unless `migrate: false`: in-memory PGlite by default, or a newly
 * created PostgreSQL database on the server named by `serverUrl` or TEST_DATABASE_URL (dropped again by
 * dispose()). Each is a copy of what the run's global set-up prepared once (migrated-database-setup.ts), so no
 * file pays for the migrations again; without that set-up, or on another server, it is migrated here.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; serverUrl?: string } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  // Outside a Vitest worker (the sign-in benchmark) nothing was prepared, and inject would throw.
  const prepared = process.env.VITEST_WORKER_ID ? inject("migratedDatabase") : undefined;
  const adminUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  let copied = false;
  let testDatabase: TestDatabase;
  if (!adminUrl) {
    const loadDataDir =
      prepared?.driver === "pglite"
        ? await readDataDir(migrate ? prepared.migratedDataDir : prepared.emptyDataDir)
        : undefined;
    copied = loadDataDir !== undefined;
    const database = await openDatabase({ kind: "pglite-memory", loadDataDir });
    testDatabase = { database, dispose: () => database.close() };
  } else {
    const name = `portal_test_${randomBytes(6).toString("hex")}`;
    const template =
      migrate && prepared?.driver === "postgres" && prepared.serverUrl === adminUrl
        ? prepared.template
        : undefined;
    copied = template !== undefined;
    await runOnServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 5 });
    testDatabase = {
      database,
      dispose: async () => {
        await database.close();
        await runOnServer(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  if (migrate && !copied) await runMigrations(testDatabase.database);
  return testDatabase;
}
