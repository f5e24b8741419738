import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "#server/app";
import type { Auth } from "#server/auth/auth";
import { createAuthServices } from "#server/auth/setup";
import { type Config, loadConfig } from "#server/config";
import { type Database, openDatabase } from "#server/db/client";
import { type Mailer, startMailDelivery } from "#server/platform/email/delivery";
import { createLogger, type LogDestination } from "#server/platform/logger";
import { createNotificationHub, type NotificationHub } from "#server/platform/notification-hub";
import { createStorage } from "#server/platform/storage/create-storage";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { createTestDatabase, type TestDatabase } from "../database/test-database";
import { holdToTheDocument } from "../documents/documented-answers";

/** A stand-in for the built web app, so server tests do not depend on `vite build`. */
export function createFakeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><title>Internal Portal</title>
<meta name="description" content="" />
<meta name="portal-host-kind" content="internal" /></head><body><div id="root"></div>
<script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  writeFileSync(path.join(dir, "assets/index-abc123.js"), "console.log('app');\n");
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, ".vite/manifest.json"), "{}");
  // One public page as scripts/build-web.mjs renders it, with its markup in #root.
  mkdirSync(path.join(dir, ".prerendered/internal"), { recursive: true });
  writeFileSync(
    path.join(dir, ".prerendered/pages.json"),
    JSON.stringify([
      { kind: "internal", path: "/login", file: "internal/login.html" },
      { kind: "internal", path: "/verify/:code", file: "internal/verify-code.html" },
      { kind: "internal", path: "/verify/:code/not-found", file: "internal/verify-not-found.html" },
      { kind: "internal", path: "/verify/:code/valid", file: "internal/verify-valid.html" },
    ]),
  );
  writeFileSync(
    path.join(dir, ".prerendered/internal/verify-valid.html"),
    `<!doctype html><html lang="en"><head><title>Internal Portal</title></head><body><div id="root"><h1>Certificate Verification</h1><dl><dt>Holder</dt><dd>CERTIFICATE-HOLDER-SLOT</dd><dt>Course</dt><dd>CERTIFICATE-COURSE-SLOT</dd><dt>Completed</dt><dd>Feb 03, 1901</dd><dt>Issued</dt><dd>Mar 04, 1902</dd><dt>Verification code</dt><dd>CERTIFICATE-CODE-SLOT</dd></dl></div></body></html>`,
  );
  writeFileSync(
    path.join(dir, ".prerendered/internal/verify-not-found.html"),
    `<!doctype html><html lang="en"><head><title>Internal Portal</title></head><body><div id="root"><h1>Certificate not found</h1><p>Code: <span>ASKED-CODE-SLOT</span></p></div></body></html>`,
  );
  writeFileSync(
    path.join(dir, ".prerendered/internal/verify-code.html"),
    `<!doctype html><html lang="en"><head><title>Internal Portal</title></head><body><div id="root"><h1>Certificate Verification</h1></div></body></html>`,
  );
  writeFileSync(
    path.join(dir, ".prerendered/internal/login.html"),
    `<!doctype html><html lang="en"><head><title>Internal Portal</title>
<meta name="description" content="" />
<meta name="portal-host-kind" content="internal" /></head><body><div id="root"><h1>Welcome back</h1></div>
<script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  return dir;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  auth: Auth;
  config: Config;
  storage: FileStorage;
  testDatabase: TestDatabase;
  notificationHub: NotificationHub;
  dispose(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    mailer?: Mailer;
    /** Where the app's log lines go (with LOG_LEVEL set): lets a test read what was logged. */
    logDestination?: LogDestination;
    /** A PostgreSQL server to create the test database on, instead of TEST_DATABASE_URL or PGlite. */
    databaseServerUrl?: string;
    /** How often live notification streams re-check their session (tests shorten it). */
    notificationHeartbeatMs?: number;
    /**
     * A second app server on this app's database, with its own pool and listener on PostgreSQL, as instances
     * behind a load balancer are (on PGlite it shares the one connection); disposing it leaves the database to
     * the first.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "portal-test-data-")),
    ...env,
  });
  const testDatabase = options.sameDatabaseAs
    ? await anotherServerOn(options.sameDatabaseAs.testDatabase.database)
    : await createTestDatabase({ serverUrl: options.databaseServerUrl });
  const logger = createLogger(config.logLevel, options.logDestination);
  const authServices = createAuthServices({ config, db: testDatabase.database.db, logger });
  // Disk unless a test passes S3_* variables.
  const storage = await createStorage(config);
  const mail = startMailDelivery({
    db: testDatabase.database.db,
    mailer: options.mailer,
    from: config.mailFrom,
    logger,
    storage,
  });
  const notificationHub = createNotificationHub({
    database: testDatabase.database,
    logger,
    heartbeatMs: options.notificationHeartbeatMs,
  });
  await notificationHub.start();
  const app = createApp({
    config,
    database: testDatabase.database,
    logger,
    ...authServices,
    storage,
    mail,
    notificationHub,
    distDir: createFakeDist(),
  });
  holdToTheDocument(app);
  return {
    app,
    auth: authServices.auth,
    config,
    storage,
    testDatabase,
    notificationHub,
    dispose: async () => {
      await Promise.all([mail.stop(), notificationHub.stop()]);
      await testDatabase.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

async function anotherServerOn(first: Database): Promise<TestDatabase> {
  // PGlite lives in this process: the second server shares its one connection, and the first disposes it.
  if (first.driver !== "postgres") return { database: first, dispose: async () => {} };
  const database = await openDatabase({
    kind: "postgres",
    url: String(first.pool.options.connectionString),
    maxConnections: 5,
  });
  return { database, dispose: () => database.close() };
}
