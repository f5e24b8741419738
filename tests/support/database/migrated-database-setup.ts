import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { runOnServer } from "./test-database";

/** What the run prepared once, for createTestDatabase to copy (decision 0021). */
export type MigratedDatabase =
  | {
      driver: "pglite";
      /** PGlite data directories (dumpDataDir tarballs): a new cluster, and the same after the migrations. */
      emptyDataDir: string;
      migratedDataDir: string;
    }
  | { driver: "postgres"; serverUrl: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** Absent in projects without this global set-up: each database is then migrated on its own. */
    migratedDatabase?: MigratedDatabase;
  }
}

/**
 * The integration project's global set-up: migrates one database per run, on TEST_DATABASE_URL's server as a
 * template database or else as PGlite data directories on disk, and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `portal_template_${randomBytes(6).toString("hex")}`;
    await runOnServer(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 1 });
    try {
      await runMigrations(database);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template that anyone is connected to.
      await database.close();
    }
    project.provide("migratedDatabase", { driver: "postgres", serverUrl, template });
    return () => runOnServer(serverUrl, `drop database if exists ${template} with (force)`);
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-migrated-"));
  const emptyDataDir = path.join(dir, "empty.tar");
  const migratedDataDir = path.join(dir, "migrated.tar");
  const database = await openDatabase({ kind: "pglite-memory" });
  try {
    if (database.driver !== "pglite") throw new Error("expected PGlite");
    const dump = async (file: string) =>
      writeFileSync(file, new Uint8Array(await (await database.client.dumpDataDir("none")).arrayBuffer()));
    await dump(emptyDataDir);
    await runMigrations(database);
    await dump(migratedDataDir);
  } finally {
    await database.close();
  }
  project.provide("migratedDatabase", { driver: "pglite", emptyDataDir, migratedDataDir });
  return async () => rmSync(dir, { recursive: true, force: true });
}
