import path from "node:path";
import { loadConfig } from "#server/config";
import { createStorage } from "#server/platform/storage/create-storage";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { seedDemoData } from "./seed";
import { writeDemoFiles } from "./seed/files";

/**
 * `npm run seed`: migrates and seeds the database the server would open with the same environment, and writes
 * the demo files into the store it would read them from (the S3 bucket when S3_BUCKET is set, else
 * DATA_DIR/files): demo rows whose files sit anywhere else answer 404 on every download. Returns what it
 * inserted, one line per table.
 */
export async function runSeedCommand(env?: NodeJS.ProcessEnv): Promise<string[]> {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl === undefined
      ? { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") }
      : { kind: "postgres", url: config.databaseUrl, timeouts: config.databaseTimeouts },
  );
  try {
    await runMigrations(database);
    const summary = await seedDemoData(database.db);
    const lines = Object.entries(summary).map(([table, inserted]) => `${table}: ${inserted}`);
    const written = await writeDemoFiles(await createStorage(config));
    return [...lines, `document and resource files: ${written}`];
  } finally {
    await database.close();
  }
}
