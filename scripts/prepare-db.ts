// Applies migrations and, in demo mode, seeds an empty database; safe to run any number of times. The steps are the
// process start's (lib/server/runtime/start-process.ts) in the role "tool": the demo orders are paid and delivered
// by the store's services, which queue jobs.
import { readConfig } from "../lib/server/config";
import { isStartupError } from "../lib/server/startup-error";
import { startProcess, stopProcess } from "../lib/server/runtime/start-process";
import { DEMO_PASSWORD } from "../lib/server/auth/ensure-demo-password";
import { DEMO_USER_EMAIL } from "../lib/server/db/seed/users";
import { errorText } from "../lib/server/errors/error-text";

async function main() {
  const config = readConfig();
  const where = config.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${config.DATA_DIR}/pglite`;
  console.log(`• Database: ${where}`);
  try {
    const report = await startProcess({ role: "tool" });
    console.log("• Migrations applied");
    if (config.STORE_MODE === "demo" || config.SEED_DEMO) {
      console.log(report.seeded ? "• Demo catalogue seeded" : "• Database already has data: seed skipped");
      if (report.demoOrders) {
        console.log(`• ${report.demoOrders} demo orders placed, paid and delivered through the sandbox`);
      }
    }
    if (report.demoPassword) console.log(`• Demo shopper: ${DEMO_USER_EMAIL} / ${DEMO_PASSWORD}`);
  } finally {
    await stopProcess();
  }
}

// One line either way: the environment's fault as it is, anything else as a failed preparation.
main().catch((err) => {
  if (isStartupError(err)) console.error(`✖ ${err.message}`);
  else console.error(`✖ Database preparation failed: ${errorText(err)}`);
  process.exit(1);
});
