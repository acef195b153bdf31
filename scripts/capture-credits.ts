// `npm run credits -- list` shows open guest credits (money a provider took for an order it could no longer
// pay); after refunding one through the provider's dashboard, `npm run credits -- refund ID "note"` records it.
// On the embedded database, stop the server first: only one process may open DATA_DIR.
import { readConfig } from "../lib/server/config";
import { openDatabase } from "../lib/server/db/client";
import { migrateDatabase } from "../lib/server/db/migrate";
import {
  listOpenCaptureCredits,
  recordCaptureCreditRefund,
} from "../lib/server/payments/capture-credit-refunds";
import { isStartupError } from "../lib/server/startup-error";

const USAGE = 'usage: npm run credits -- list | refund ID "how it was refunded"';

async function main(args: string[]) {
  const [command, id, ...note] = args;
  if (command !== "list" && command !== "refund") throw new Error(USAGE);
  const config = readConfig();
  const handle = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  try {
    await migrateDatabase(handle.db);
    if (command === "list") {
      const open = await listOpenCaptureCredits(handle.db);
      if (!open.length) console.log("No open credits.");
      for (const c of open) {
        console.log(
          `#${c.id}  order ${c.orderId}  ${c.amountRub} RUB  ${c.email || "(no e-mail)"}  ${c.reason}` +
            `${c.transactionId ? `  transaction ${c.transactionId}` : ""}  ${c.created.toISOString()}`,
        );
      }
      return;
    }
    if (!/^\d{1,9}$/.test(id ?? "") || !note.join(" ").trim()) throw new Error(USAGE);
    const credit = await recordCaptureCreditRefund(handle.db, Number(id), note.join(" ").trim());
    if (!credit)
      throw new Error(`credit #${id} is not open (unknown, credited to a balance, or refunded already)`);
    console.log(
      `• Credit #${credit.id} (${credit.amountRub} RUB, order ${credit.orderId}) recorded as refunded.`,
    );
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(`✖ ${isStartupError(err) || err instanceof Error ? (err as Error).message : String(err)}`);
  process.exit(1);
});
