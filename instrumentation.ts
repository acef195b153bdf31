// Server start-up hook: error reporting is loaded only when a DSN is configured, so the default demo sends nothing.
import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
    await import("./sentry.server.config");
  }
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  await openDatabaseAtStart();
  // Unpaid orders expire (issue 9 section 7): the sweep runs in every server process.
  const { startOrderExpirySweep } = await import("./lib/server/orders/schedule-order-expiry");
  startOrderExpirySweep();
  // Paid orders are delivered by the job workers, in this process unless an operator runs them apart
  // (`npm run worker`, with WORKER=off on the web instances).
  const { getConfig } = await import("./lib/server/config");
  if (getConfig().WORKER === "on") {
    const { startWorkers } = await import("./lib/server/jobs/start-workers");
    await startWorkers();
  }
}

/**
 * The database opens (checked, locked, migrated) before the first request: a bad DATABASE_URL, an unusable or
 * locked DATA_DIR stops the start with one line and status 1 instead of failing every request later.
 */
async function openDatabaseAtStart() {
  const { getDb } = await import("./lib/server/db/client");
  const { isStartupError } = await import("./lib/server/startup-error");
  try {
    await getDb();
  } catch (err) {
    const message = isStartupError(err) ? err.message : `the database could not be opened: ${String(err)}`;
    console.error(`✖ ${message.replace(/\s*\n\s*/g, " ")}`);
    process.exit(1);
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const { captureRequestError } = await import("@sentry/nextjs");
  captureRequestError(...args);
};
