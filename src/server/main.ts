import type { Server } from "node:http";
import path from "node:path";
import { type Config, ConfigError, loadConfig } from "./config";
import { setConnectionTimeouts } from "./connection-timeouts";
import type { Database } from "./db/client";
import { createLogger } from "./platform/logger";
import { projectRoot } from "./project-root";

const HOUR_MS = 60 * 60 * 1000;
/** How long a stopping server lets requests in flight (uploads included) finish, and then lets cut ones clean up. */
const STOP_GRACE_MS = 10_000;
const STOP_SETTLE_MS = 2000;
const DAY_MS = 24 * HOUR_MS;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const embedded = config.databaseUrl === undefined;
  const embeddedDir = path.join(config.dataDir, "pglite");
  // Start-up is mostly two things, done side by side: opening the database and loading the HTTP stack. The
  // embedded database starts opening before any other module is even requested: its two large files are read
  // at once and its WebAssembly compiles off the main thread while the modules load, instead of queueing behind
  // them. Its failure is awaited (and reported) below with the rest; the no-op catch only keeps a rejection
  // before that from counting as unhandled.
  const embeddedOpening = embedded
    ? (await import("./db/open-embedded")).openEmbeddedClient(embeddedDir)
    : undefined;
  embeddedOpening?.catch(() => {});
  // The heavy modules load only after the configuration proved valid.
  const opening = (async (): Promise<Database> => {
    const [{ openDatabase }, { runMigrations }] = await Promise.all([
      import("./db/client"),
      import("./db/migrate"),
    ]);
    const database = await openDatabase(
      embeddedOpening
        ? { kind: "pglite", dataDir: embeddedDir, opening: embeddedOpening }
        : {
            kind: "postgres",
            url: config.databaseUrl as string,
            timeouts: config.databaseTimeouts,
            maxConnections: config.databasePoolSize,
          },
    );
    await runMigrations(database);
    return database;
  })();
  const [
    database,
    { serve },
    { createApp },
    { createAuthServices },
    { describeDemoSignIns, seedDemoDataIfEmpty, writeDemoFiles },
    { createSmtpMailer, startMailDelivery },
    { pruneRateLimits },
    { pruneIdempotencyKeys },
    { createStorage },
    { clearStaleSpools, processSpoolDir, pruneSpool },
    { createDrain },
    { createNotificationHub },
    { startNotificationDigests },
    { pruneWebhookDeliveries, startWebhookDelivery },
    { startCustomerSuccessJobs },
    { startRegistrationJobs },
    { startTierJobs },
    { startJourneyJobs },
    { reconcileEveryJourney },
    { startReportDeliveries },
    { MAX_HEADER_BYTES },
  ] = await Promise.all([
    opening,
    import("@hono/node-server"),
    import("./app"),
    import("./auth/setup"),
    import("./db/demo-startup"),
    import("./platform/email/delivery"),
    import("./platform/rate-limit"),
    import("./platform/idempotency"),
    import("./platform/storage/create-storage"),
    import("./platform/uploads/spool-folders"),
    import("./platform/http/drain"),
    import("./platform/notification-hub"),
    import("./platform/notification-digests"),
    import("./platform/webhooks/delivery"),
    import("./features/customer-success/customer-success-jobs"),
    import("./features/deals/registration-jobs"),
    import("./features/programme/tier-jobs"),
    import("./features/onboarding-journey/journey-jobs"),
    import("./features/onboarding-journey/advance-journey"),
    import("./features/reports/report-delivery-jobs"),
    import("./platform/http/request-guards"),
  ]);
  // Demo data only on an empty embedded database outside production: a real deployment starts clean.
  const demo = embedded && !config.isProduction;
  const storage = await createStorage(config);
  // Also on a database seeded before the demo documents were written to disk. Checking them takes about a
  // third of a second on the one thread the database also runs on: a restart, whose files are there, checks
  // once it listens.
  const checkDemoFiles = () =>
    writeDemoFiles(storage).catch((error) => logger.warn({ err: error }, "writing the demo files failed"));
  let demoFilesChecked = false;
  if (demo) {
    const seeded = await seedDemoDataIfEmpty(database.db);
    if (seeded) {
      logger.info({ inserted: seeded }, "demo data loaded into the new embedded database");
      // The demo's partners start with the journey steps their demo rows complete.
      await reconcileEveryJourney(database.db);
      await writeDemoFiles(storage);
      demoFilesChecked = true;
    }
  }

  const mail = startMailDelivery({
    db: database.db,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined,
    from: config.mailFrom,
    logger,
    storage,
  });
  const digests = startNotificationDigests({ db: database.db, config, logger });
  const webhooks = startWebhookDelivery({ db: database.db, config, logger });
  // SLA warnings and breaches every minute, and the daily health run once a day (whichever server gets to it).
  const customerSuccessJobs = startCustomerSuccessJobs({
    db: database.db,
    logger,
    intervalMs: config.customerSuccessJobIntervalMs,
  });
  // Registrations that expire, reminders before they do, and reviews past their deadline, each once across servers.
  const registrationJobs = startRegistrationJobs({
    db: database.db,
    config,
    logger,
    intervalMs: config.programmeJobIntervalMs,
  });
  // Every partner's tier evaluated once a day, by whichever server claims the day.
  const tierJobs = startTierJobs({
    db: database.db,
    config,
    logger,
    intervalMs: config.programmeJobIntervalMs,
  });
  // Partners stalled in onboarding reminded at most weekly, each once across servers.
  const journeyJobs = startJourneyJobs({
    db: database.db,
    config,
    logger,
    intervalMs: config.programmeJobIntervalMs,
  });
  // Scheduled reports due now, each delivered once whichever server claims it.
  const reportDeliveries = startReportDeliveries({
    db: database.db,
    storage,
    publicUrl: config.publicUrl,
    logger,
    intervalMs: config.reportDeliveryIntervalMs,
  });
  // One LISTEN connection per app server, shared by every live notification stream it serves.
  const notificationHub = createNotificationHub({ database, logger });
  await notificationHub.start();
  // What an earlier process left spooled when it was stopped mid-upload.
  await clearStaleSpools(config.dataDir);
  const drain = createDrain();
  const app = createApp({
    drain,
    config,
    database,
    logger,
    storage,
    mail,
    notificationHub,
    ...createAuthServices({ config, db: database.db, logger }),
    distDir: path.join(projectRoot, "dist/web"),
  });
  // Above the longest address the app answers, so a long one gets the app's 431 in the error shape.
  const serverOptions = { maxHeaderSize: MAX_HEADER_BYTES };
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, () => {
    logger.info(
      { url: config.publicUrl, database: embedded ? `embedded (${config.dataDir}/pglite)` : "postgres" },
      `Portal listening on ${config.publicUrl}`,
    );
    if (demo) logger.info(describeDemoSignIns());
    // What can wait runs once the server listens: before, its statements queued ahead of the first requests'
    // on the embedded database.
    if (demo && !demoFilesChecked) checkDemoFiles();
    prune();
  });

  // Idle connections outlive a load balancer's idle timeout; a stop still closes them at once.
  setConnectionTimeouts(server as Server);

  // Hourly: forget rate-limit counters older than a day, idempotency keys past their 24 hours, webhook
  // deliveries settled over 30 days ago, and spool folders no request uses any more.
  const prune = () => {
    pruneRateLimits(database.db, DAY_MS).catch((error) =>
      logger.warn({ err: error }, "rate-limit pruning failed"),
    );
    pruneIdempotencyKeys(database.db).catch((error) =>
      logger.warn({ err: error }, "idempotency key pruning failed"),
    );
    pruneWebhookDeliveries(database.db).catch((error) =>
      logger.warn({ err: error }, "webhook delivery pruning failed"),
    );
    pruneSpool(processSpoolDir(config.dataDir), HOUR_MS).catch((error) =>
      logger.warn({ err: error }, "upload spool pruning failed"),
    );
  };
  const pruning = setInterval(prune, HOUR_MS);
  pruning.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing the requests in flight");
    clearInterval(pruning);
    // Never hang a deployment, whatever a request or the database does.
    setTimeout(() => process.exit(1), STOP_GRACE_MS + STOP_SETTLE_MS + 5000).unref();
    const [drained] = await Promise.all([
      drain.stop(server as Server, { graceMs: STOP_GRACE_MS, settleMs: STOP_SETTLE_MS }),
      // Live streams never finish by themselves: ended here, once the server accepts nothing new.
      notificationHub.stop(),
      mail.stop(),
      digests.stop(),
      webhooks.stop(),
      customerSuccessJobs.stop(),
      registrationJobs.stop(),
      tierJobs.stop(),
      journeyJobs.stop(),
      reportDeliveries.stop(),
    ]);
    if (!drained)
      logger.warn(
        { graceMs: STOP_GRACE_MS },
        "requests still running at the end of the grace period were cut",
      );
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error("The portal could not start:", error);
  process.exit(1);
});
