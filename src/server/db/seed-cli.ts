// `npm run seed`: migrate and seed the database the server would open, then print what was inserted.
import path from "node:path";
import { createDiskStorage } from "../platform/storage/file-storage";
import { type DatabaseTarget, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { seedDemoData } from "./seed";
import { writeDemoFiles } from "./seed/files";

function databaseTarget(): DatabaseTarget {
  const url = process.env.DATABASE_URL;
  if (!url) return { kind: "pglite", dataDir: path.join(process.env.DATA_DIR ?? "./data", "pglite") };
  // The server refuses any other value too; seeding the embedded database instead would hide the typo.
  if (!/^postgres(ql)?:\/\/.+/.test(url))
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL.");
  return { kind: "postgres", url };
}

async function main(): Promise<void> {
  const database = await openDatabase(databaseTarget());
  try {
    await runMigrations(database);
    const summary = await seedDemoData(database.db);
    for (const [table, inserted] of Object.entries(summary)) console.log(`${table}: ${inserted}`);
    const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
    console.log(
      `document and resource files: ${await writeDemoFiles(createDiskStorage(path.join(dataDir, "files")))}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
