// The web process's start (instrumentation.ts; Node.js runtime only, never during `next build`): the steps of
// startProcess (lib/server/runtime/start-process.ts) in the role "web". A start that fails (a bad DATABASE_URL, an
// unusable or locked DATA_DIR) stops the process with one line and status 1 instead of failing every request later.
import { startProcess } from "./runtime/start-process";
import { isStartupError } from "./startup-error";

export async function startServerServices(): Promise<void> {
  try {
    await startProcess({ role: "web" });
  } catch (err) {
    const message = isStartupError(err) ? err.message : `the store could not start: ${String(err)}`;
    console.error(`✖ ${message.replace(/\s*\n\s*/g, " ")}`);
    process.exit(1);
  }
}
