// `npm run refunds -- list` shows the refunds guests are owed through a payment provider and nobody has paid:
// GetPay's (it has no refund call: every one waits for the operator) and those Payselection's refund job gave up
// on. After refunding one in the provider's dashboard, `npm run refunds -- paid ID "how it was refunded"` records
// it (ID as listed: refund-line-<line id> or refund-order-<order id>), once, audited (channel cli, the actor named
// by the system user who ran it). On the embedded database, stop the server first: only one process may open
// DATA_DIR.
import { userInfo } from "node:os";
import type { AuditActor } from "../lib/server/audit/record-audit";
import { readConfig } from "../lib/server/config";
import { openDatabase } from "../lib/server/db/client";
import { migrateDatabase } from "../lib/server/db/migrate";
import { listOwedRefunds, recordOwedRefund } from "../lib/server/payments/owed-refunds";
import { isStartupError } from "../lib/server/startup-error";

const USAGE = 'usage: npm run refunds -- list | paid ID "how it was refunded"';
const STATE = { awaiting_operator: "to refund by hand", provider_failed: "provider refund failed" };

async function main(args: string[]) {
  const [command, id, ...note] = args;
  if (command !== "list" && command !== "paid") throw new Error(USAGE);
  if (command === "paid" && (!/^refund-(line|order)-\d{1,9}$/.test(id ?? "") || !note.join(" ").trim()))
    throw new Error(USAGE);
  const config = readConfig();
  const handle = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  try {
    await migrateDatabase(handle.db);
    if (command === "list") {
      const owed = await listOwedRefunds(handle.db);
      if (!owed.length) console.log("No owed refunds.");
      for (const r of owed) {
        const failure = r.failure ? ` (${r.failure})` : "";
        console.log(
          `${r.id}  order ${r.orderId}  ${r.lineId === null ? "whole order" : `line ${r.lineId}`}  ` +
            `${r.amountRub} RUB  ${r.provider}  ${r.email || "(no e-mail)"}  ${STATE[r.state]}${failure}  ` +
            `since ${r.since.toISOString()}`,
        );
      }
      return;
    }
    const actor: AuditActor = { id: null, email: `cli:${userInfo().username}`, channel: "cli" };
    const result = await recordOwedRefund(handle.db, id, note.join(" ").trim(), actor);
    if (result.kind === "not_found") throw new Error(`no refund ${id} is owed through a provider`);
    if (result.kind === "with_job")
      throw new Error(`refund ${id} (order ${result.orderId}) is still with the refund job: wait for it`);
    if (result.kind === "already_recorded") {
      console.log(`• Refund ${id} (order ${result.orderId}) is already recorded as paid.`);
      return;
    }
    const { refund } = result;
    console.log(
      `• Refund ${refund.id} (${refund.amountRub} RUB, order ${refund.orderId}) recorded as paid by hand.`,
    );
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(`✖ ${isStartupError(err) || err instanceof Error ? (err as Error).message : String(err)}`);
  process.exit(1);
});
