// Server start-up hook: error reporting is loaded only when a DSN is configured, so the default demo sends nothing.
// Node-only services sit behind the NEXT_RUNTIME check, which the Edge bundle drops as dead code.
import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Resolves the routes' guard names: an unknown one throws here and stops the start (SPEC.md section 8).
    await import("./lib/routing/guarded-routes");
    if (process.env.NEXT_PUBLIC_SENTRY_DSN) await import("./sentry.server.config");
    // The process's start, step by step (lib/server/runtime/start-process.ts): database, migrations, queue, seed,
    // then the web process's services.
    if (process.env.NEXT_PHASE !== "phase-production-build") {
      const { startServerServices } = await import("./lib/server/start-server-services");
      await startServerServices();
    }
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // A page that failed because the database is away: the server entry answers the next ones without rendering.
    const [{ isDatabaseUnavailable }, { noteDatabaseUnavailable }] = await Promise.all([
      import("./lib/server/db/database-unavailable"),
      import("./lib/server/db/database-outage"),
    ]);
    if (isDatabaseUnavailable(args[0])) noteDatabaseUnavailable();
  }
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const { captureRequestError } = await import("@sentry/nextjs");
  captureRequestError(...args);
};
