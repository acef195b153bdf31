// What a server process starts once it is up (Node.js runtime only, never during `next build`): the database
// (checked, locked, migrated: a bad DATABASE_URL, an unusable or locked DATA_DIR stops the start with one line and
// status 1 instead of failing every request later), the demo order history on a fresh demo database, the
// unpaid-order expiry sweep, and the job workers unless an
// operator runs them apart (`npm run worker`, WORKER=off on the web instances).
import { startCacheBus } from "./cache/cache-bus";
import { seedDemoOrders } from "./demo/seed-demo-orders";
import { dropLocalTags } from "./cache/invalidate-tags";
import { getConfig } from "./config";
import { getDb } from "./db/client";
import { startWorkers } from "./jobs/start-workers";
import { startOrderExpirySweep } from "./orders/schedule-order-expiry";
import { isStartupError } from "./startup-error";

export async function startServerServices(): Promise<void> {
  try {
    await getDb();
  } catch (err) {
    const message = isStartupError(err) ? err.message : `the database could not be opened: ${String(err)}`;
    console.error(`✖ ${message.replace(/\s*\n\s*/g, " ")}`);
    process.exit(1);
  }
  // Other instances' catalogue changes and new orders drop this one's cached answers too.
  await startCacheBus(dropLocalTags).catch((err: unknown) =>
    console.error(`• cache bus not started (answers expire by their lifetime only): ${String(err)}`),
  );
  // A demo database seeded at this start (no `npm run db:prepare` before it) gets its order history here.
  const config = getConfig();
  if (config.STORE_MODE === "demo" || config.SEED_DEMO) {
    await seedDemoOrders().catch((err: unknown) =>
      console.error(`✖ demo orders not placed (the catalogue is served without them): ${String(err)}`),
    );
  }
  startOrderExpirySweep();
  if (config.WORKER === "on") await startWorkers();
}
