import type { Env } from "../app/lib/env.server";
import { createCaptcha } from "../app/lib/server/leads/captcha.server";
import { migrationsApplied, openStore, ping, type Store } from "../app/lib/server/platform/database.server";
import { BackupScheduler } from "../app/lib/server/backup/backup-schedule.server";
import { migrateWithBackup } from "../app/lib/server/backup/migrate-with-backup.server";
import { planOutbox } from "../app/lib/server/leads/notifications.server";
import { OutboxWorker } from "../app/lib/server/leads/outbox-worker.server";
import { morningMailJob } from "../app/lib/server/leads/pipeline/morning-mail.server";
import { retentionJob } from "../app/lib/server/leads/privacy/retention.server";
import { unsubscribeLinker } from "../app/lib/server/leads/consent/unsubscribe-links.server";
import { ATTACHMENTS_PER_WINDOW, CHALLENGES_PER_WINDOW, createRateLimiter, FORM_WINDOW_SECONDS } from "../app/lib/server/leads/rate-limit.server";
import { removeExpiredAttachments } from "../app/lib/server/leads/attachments.server";
import { pendingUploadLimits, removeExpiredReservations } from "../app/lib/server/leads/pending-uploads.server";
import { removeStaleUploads } from "../app/lib/server/media/upload-stream.server";
import { uploadTmpDir } from "./uploads";
import { sweepLoginAttempts } from "../app/lib/server/staff/login-throttle.server";
import { dummyPasswordHash } from "../app/lib/server/staff/passwords.server";
import { applyTestHashCost } from "../app/lib/server/platform/password-hash.server";
import type { AppServices } from "../app/lib/server/platform/services.server";
import { changedSharedSecrets, resolveSharedSecrets } from "../app/lib/server/platform/shared-secrets.server";
import { sweepSessions } from "../app/lib/server/staff/sessions.server";
import { sweepStaffLinks } from "../app/lib/server/staff/staff-links.server";
import { sweepPasskeyChallenges } from "../app/lib/server/staff/passkeys.server";
import { FORGOT_PER_ACCOUNT, FORGOT_PER_CLIENT, FORGOT_WINDOW_SECONDS } from "../app/lib/server/staff/staff-link-actions.server";
import { ensureFirstStaff } from "../app/lib/server/staff/users.server";
import { ContentService } from "../app/lib/server/content/content-service.server";
import { productCoverReader } from "../app/lib/server/catalogue/product-covers.server";
import { seedContentKinds } from "../app/lib/server/content/kinds/index.server";
import { purgeAuditLog } from "../app/lib/server/audit/audit-log.server";

/**
 * How often expired captcha records, staff sessions and links, and old sign-in attempts are swept, and the shared keys
 * checked against the database.
 */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** The built entries of the threads that take work off the event loop (scripts/build.mjs); development runs without. */
export interface BackgroundThreads {
  /** Composes and sends the outbox's mail (smtp-thread.server.ts). */
  smtpThread?: URL;
  /** Checkpoints the SQLite database (wal-checkpoints.server.ts). */
  checkpointThread?: URL;
}

export interface RunningServices {
  services: AppServices;
  store: Store;
  /** For /healthz: the database answers, every migration has run, the outbox worker keeps polling. */
  healthy(): Promise<{ database: boolean; migrations: boolean; mail: boolean }>;
  stop(): Promise<void>;
}

/**
 * Opens the database (running migrations), agrees on the shared keys with the other instances, and starts the outbox
 * worker and housekeeping; with `threads`, mail and SQLite checkpoints are handled off the event loop. Throws an
 * EnvError when this instance's keys disagree with the database's.
 */
export async function startServices(env: Env, threads: BackgroundThreads = {}): Promise<RunningServices> {
  // Before the first account's hash: a test server's lower cost (refused without the test routes).
  applyTestHashCost(env);
  const store = openStore({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR_ABSOLUTE,
    checkpointThread: threads.checkpointThread,
  });
  let secrets;
  try {
    await migrateWithBackup(store, env.BACKUP_DIR_ABSOLUTE);
    secrets = await resolveSharedSecrets(store, env);
    await ensureFirstStaff(store, env);
    // Each kind's shipped content, once per database (its definition's seed, decision 056).
    await seedContentKinds(store);
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  // The dummy hash that unknown accounts are checked against is made now, not during someone's first sign-in.
  await dummyPasswordHash();
  const captcha = createCaptcha({ env, store, hmacKey: secrets.altchaKey });
  const content = new ContentService(store);
  await content.start();
  const outbox = new OutboxWorker({ store, env, smtpThread: threads.smtpThread, unsubscribeLinker: unsubscribeLinker(env.SITE_URL, secrets.sessionSecret) });
  outbox.start();
  // Each owner's morning mail of due next actions (decision 070), on the content clock that tests move.
  const morningMail = morningMailJob(store, () => content.now(), () => outbox.wake());
  morningMail.start();
  // The owners' retention of leads (decision 076), once a day, on the same clock.
  const retention = retentionJob(store, () => content.now());
  retention.start();
  const backups = new BackupScheduler({
    store,
    dir: env.BACKUP_DIR_ABSOLUTE,
    intervalHours: env.BACKUP_INTERVAL_HOURS,
    keep: env.BACKUP_KEEP,
    command: env.BACKUP_COMMAND,
  });
  backups.start();
  // Temporary upload files a killed process left behind (other instances' uploads in progress are younger).
  const sweepUploads = () =>
    removeStaleUploads(uploadTmpDir(env)).catch((error: Error) => console.error(`Upload sweep failed: ${error.message}`));
  void sweepUploads();
  const sweep = setInterval(() => {
    void sweepUploads();
    captcha.sweep().catch((error: Error) => console.error(`Captcha sweep failed: ${error.message}`));
    sweepSessions(store).catch((error: Error) => console.error(`Session sweep failed: ${error.message}`));
    sweepStaffLinks(store).catch((error: Error) => console.error(`Staff link sweep failed: ${error.message}`));
    sweepPasskeyChallenges(store).catch((error: Error) => console.error(`Passkey challenge sweep failed: ${error.message}`));
    sweepLoginAttempts(store).catch((error: Error) => console.error(`Sign-in attempt sweep failed: ${error.message}`));
    removeExpiredAttachments(store.db).catch((error: Error) => console.error(`Attachment sweep failed: ${error.message}`));
    removeExpiredReservations(store.db).catch((error: Error) => console.error(`Upload reservation sweep failed: ${error.message}`));
    purgeAuditLog(store, env.AUDIT_RETENTION_DAYS).catch((error: Error) => console.error(`Audit log purge failed: ${error.message}`));
    changedSharedSecrets(store, secrets.agreed)
      .then((changed) => {
        for (const variable of changed) {
          console.error(`${variable} was changed in the database after this instance started: restart it, so that every instance uses the same key`);
        }
      })
      .catch((error: Error) => console.error(`Shared key check failed: ${error.message}`));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  const services: AppServices = {
    env,
    store,
    captcha,
    formLimiter: createRateLimiter(store, {
      keyPrefix: "form",
      points: env.FORM_RATE_LIMIT,
      durationSeconds: FORM_WINDOW_SECONDS,
    }),
    attachmentLimiter: createRateLimiter(store, {
      keyPrefix: "attachment",
      points: ATTACHMENTS_PER_WINDOW,
      durationSeconds: FORM_WINDOW_SECONDS,
    }),
    uploadLimits: pendingUploadLimits(env),
    challengeLimiter: createRateLimiter(store, {
      keyPrefix: "challenge",
      points: Math.max(CHALLENGES_PER_WINDOW, env.FORM_RATE_LIMIT * 3),
      durationSeconds: FORM_WINDOW_SECONDS,
    }),
    staffLinkLimits: {
      client: createRateLimiter(store, { keyPrefix: "forgot-client", points: FORGOT_PER_CLIENT, durationSeconds: FORGOT_WINDOW_SECONDS }),
      account: createRateLimiter(store, { keyPrefix: "forgot-account", points: FORGOT_PER_ACCOUNT, durationSeconds: FORGOT_WINDOW_SECONDS }),
    },
    planOutbox: planOutbox(env),
    heldLimits: { perClient: env.HELD_PER_CLIENT, siteWide: env.HELD_SITE_LIMIT },
    wakeOutbox: () => outbox.wake(),
    clientKey: secrets.clientKey,
    sessionSecret: secrets.sessionSecret,
    content,
    sheetCovers: productCoverReader(store.db, () => content.current().productImages),
  };
  return {
    services,
    store,
    async healthy() {
      const [database, migrations] = await Promise.all([ping(store), migrationsApplied(store)]);
      return { database, migrations, mail: outbox.alive() };
    },
    async stop() {
      clearInterval(sweep);
      content.stop();
      await backups.stop();
      await morningMail.stop();
      await retention.stop();
      await outbox.stop();
      await store.close();
    },
  };
}
