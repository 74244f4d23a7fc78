import { BASE_PATH } from "@erhdb/domain";
import { buildApp } from "./app.ts";
import { bootstrapInstallation } from "./bootstrap.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { pruneCountJournal, resetCountJournal } from "./data-table/count-journal.ts";
import { foldDataChanges } from "./data-table/data-version.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { purgePublicEvents } from "./db/public-events.ts";
import { runNewsletterDigest } from "./features/newsletter/digest.ts";
import { deleteExpiredNewsletterTokens } from "./features/newsletter/tokens.ts";
import { deleteExpiredTokens } from "./features/persons/password-tokens.ts";
import { createAddressGuard } from "./features/webhooks/address-guard.ts";
import { purgeDeliveries } from "./features/webhooks/delivery-repository.ts";
import { createWebhookWorker } from "./features/webhooks/worker.ts";
import { sweepStagingBlobs } from "./files/blob-store.ts";
import { purgeRateLimitHits } from "./lib/rate-limit.ts";
import { createLogger } from "./logger.ts";
import { createMailSender } from "./mail/sender.ts";
import { DEMO_USER_PASSWORD, DEMO_USERS, seedDemoData } from "./seed/demo.ts";
import { refuseAdminPasswordSetting, refusePublishedPasswords } from "./start-password-checks.ts";
import { appUrl, printBanner } from "./startup-banner.ts";

const HOUSEKEEPING_MS = 10 * 60_000;
/** how often the newsletter digest mails what became usable since (decision 17) */
const NEWSLETTER_DIGEST_MS = 5 * 60_000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  refuseAdminPasswordSetting(config.admin);
  const { logger, flushSync } = await createLogger({ logDir: config.logDir, level: config.logLevel });
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleConnectionError: (err) => logger.warn({ err }, "database connection lost while idle"),
      // without its database the server could only answer 500s: end, so that a supervisor restarts it
      onEmbeddedExit: (code, signal) => {
        logger.fatal({ code, signal }, "the embedded database process ended");
        flushSync();
        process.exit(1);
      },
    });
  let database = await open();
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  await refusePublishedPasswords(database.db, config);
  // a restored database's journal rows belong to another cluster's history (decision 33)
  await resetCountJournal(database.db);
  const { adminCreated, evasLoaded } = await bootstrapInstallation(database.db, config.admin, new Date());
  let startUpWrote = applied.length > 0 || adminCreated || evasLoaded > 0;
  if (adminCreated) logger.info({ email: config.admin.email }, "built-in admin account created");
  if (evasLoaded > 0) logger.info({ codes: evasLoaded }, "EVAS register loaded");
  if (config.demoData) {
    const seeded = await seedDemoData(database.db, {
      adminEmail: config.admin.email,
      adminPassword: config.admin.password,
    });
    if (seeded.demoContentCreated) logger.info(seeded, "demo data seeded");
    startUpWrote ||= seeded.demoContentCreated;
  }
  // A WebAssembly memory never shrinks, and the embedded database process keeps what the migrations and
  // the seed took at their peak: closed in order and opened again, it holds what serving needs, about
  // 100 MB less (issue 34, decision 36).
  if (startUpWrote && database.kind === "pglite") {
    await database.close();
    database = await open();
    logger.info("embedded database opened afresh after the start-up's writes");
  }

  const { app, auth } = await buildApp({ config, db: database.db, logger });
  // uploads that a crash cut off leave staging blobs behind (decision 13); one in progress holds a lease
  const sweepUploads = async () => {
    const swept = await sweepStagingBlobs(database.db, new Date(Date.now() - config.uploadStagingMaxAgeMs));
    if (swept > 0) logger.info({ swept }, "unfinished uploads removed");
  };
  await sweepUploads();
  const housekeeping = setInterval(() => {
    // data_change grows by one row per writing transaction; folded, the data version stays cheap to read
    Promise.all([
      auth.purgeExpired(),
      sweepUploads(),
      foldDataChanges(database.db),
      pruneCountJournal(database.db),
      purgeRateLimitHits(database.db, new Date()),
      // a password link past its expiry works no more (decision 16)
      deleteExpiredTokens(database.db, new Date()),
      deleteExpiredNewsletterTokens(database.db, new Date()),
      // the public events past their retention, long enough for the feeds' pages (decision 43)
      purgePublicEvents(database.db, new Date(Date.now() - config.eventRetentionMs)),
      // the webhooks' finished deliveries, kept as long as their events (decision 48)
      purgeDeliveries(database.db, new Date(Date.now() - config.eventRetentionMs)),
    ]).catch((err: unknown) => logger.warn({ err }, "housekeeping failed"));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  let digestRun: Promise<void> | null = null;
  const newsletterDigest = setInterval(() => {
    if (digestRun) return; // the last run is still at work
    digestRun = runNewsletterDigest(database.db, { now: new Date(), publicUrl: config.publicUrl })
      .then((run) => {
        if (run.events > 0) logger.info(run, "newsletter digest");
      })
      .catch((err: unknown) => logger.warn({ err }, "newsletter digest failed"))
      .finally(() => {
        digestRun = null;
      });
  }, NEWSLETTER_DIGEST_MS);
  newsletterDigest.unref();
  const mailSender = createMailSender({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
  });

  const webhookWorker = createWebhookWorker({
    db: database.db,
    guard: createAddressGuard(config.webhooks),
    publicUrl: config.publicUrl,
    logger,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(housekeeping);
    clearInterval(newsletterDigest);
    await app.close(); // stops accepting and lets running requests finish
    await digestRun; // a digest's mails are in the outbox before the sender stops
    await mailSender.stop(); // a mail in flight is sent and marked before the database closes
    await webhookWorker.stop(); // so is a webhook's try
    await database.close();
    flushSync();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  mailSender.start();
  webhookWorker.start();
  printBanner({
    url: appUrl(config.host, config.port, BASE_PATH),
    host: config.host,
    database: database.kind === "pglite" ? `PGlite in ${config.dataDir}/pglite` : "PostgreSQL (DATABASE_URL)",
    admin: config.admin,
    ...(config.demoData ? { demoAccounts: DEMO_USERS, demoPassword: DEMO_USER_PASSWORD } : {}),
    startupMs: performance.now() - startedAt,
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Start failed:", error);
  }
  process.exit(1);
});
