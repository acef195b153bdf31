// Applies migrations and, in demo mode, seeds an empty database; safe to run any number of times.
import { checkStartupConfig, readConfig } from "../lib/server/config";
import { isStartupError } from "../lib/server/startup-error";
import { openDatabase, prepareDatabase, setProcessDatabase } from "../lib/server/db/client";
import { seedDatabase } from "../lib/server/db/seed";
import { seedDemoOrders } from "../lib/server/demo/seed-demo-orders";
import { DEMO_PASSWORD, ensureDemoPassword } from "../lib/server/auth/ensure-demo-password";
import { DEMO_USER_EMAIL } from "../lib/server/db/seed/users";

async function main() {
  const config = readConfig();
  checkStartupConfig(config);
  const where = config.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${config.DATA_DIR}/pglite`;
  console.log(`• Database: ${where}`);
  // Migrations, then the job queue: the demo orders are paid and delivered by the store's services, which queue jobs.
  const handle = await prepareDatabase(await openDatabase(config.DATABASE_URL, config.DATA_DIR));
  setProcessDatabase(handle);
  try {
    console.log("• Migrations applied");
    if (config.STORE_MODE === "demo" || config.SEED_DEMO) {
      const seeded = await seedDatabase(handle.db);
      console.log(seeded ? "• Demo catalogue seeded" : "• Database already has data: seed skipped");
      const placed = await seedDemoOrders();
      if (placed) console.log(`• ${placed} demo orders placed, paid and delivered through the sandbox`);
      if (await ensureDemoPassword(handle.db)) {
        console.log(`• Demo shopper: ${DEMO_USER_EMAIL} / ${DEMO_PASSWORD}`);
      }
    }
  } finally {
    setProcessDatabase(undefined);
    await handle.close();
  }
}

// One line either way: the environment's fault as it is, anything else as a failed preparation.
main().catch((err) => {
  if (isStartupError(err)) console.error(`✖ ${err.message}`);
  else console.error("✖ Database preparation failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
