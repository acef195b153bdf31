// `npm run refunds -- paid ID "note"` as an operator runs it, against a fresh DATA_DIR's PGlite (one run: spawns
// are slow; listing and recording are tested in tests/api/owed-refunds.test.ts): a GetPay guest's gift refund
// booked for the operator is recorded as paid by hand, in the ledger under the refund's key, audited as the CLI.
import { openDatabase } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { paymentLedger } from "@/lib/server/db/schema";
import { insertOrder } from "../api/fixtures/insert-fixtures";
import { runNpm, scriptTargets, targetPerTest } from "../helpers/script-target";

const TIMEOUT_MS = 120_000;
const [[engine, makeTarget]] = scriptTargets("refunds");

describe(`npm run refunds on ${engine}`, () => {
  const target = targetPerTest(makeTarget);

  it(
    "records a refund the operator paid in GetPay's dashboard, audited as the CLI",
    async () => {
      const handle = await openDatabase(undefined, target.env.DATA_DIR);
      let orderId: number;
      try {
        await migrateDatabase(handle.db);
        const order = await insertOrder(handle.db, {
          kind: "rokky",
          email: "guest@example.com",
          status: "failed",
        });
        orderId = order.id;
        await handle.db.insert(paymentLedger).values({
          provider: "getpay",
          providerPaymentId: "gp-ref-1",
          orderId,
          event: "refund",
          outcome: "refund_pending",
          amountRub: "435.63",
          currency: "RUB",
          detail: { lineId: null, reason: "region" },
        });
      } finally {
        await handle.close();
      }

      const run = await runNpm(
        ["run", "--silent", "refunds", "--", "paid", `refund-order-${orderId}`, "GetPay", "refund", "R-7"],
        target.env,
      );
      expect(run).toMatchObject({ code: 0, stderr: "" });
      expect(run.stdout).toBe(
        `• Refund refund-order-${orderId} (435.63 RUB, order ${orderId}) recorded as paid by hand.\n`,
      );
      expect(await target.exec("select outcome, amount_rub, detail from payment_ledger order by id")).toEqual(
        [
          expect.objectContaining({ outcome: "refund_pending" }),
          {
            outcome: "provider_refunded",
            amount_rub: "435.63",
            detail: expect.objectContaining({ key: `refund-order-${orderId}`, note: "GetPay refund R-7" }),
          },
        ],
      );
      const [audit] = await target.exec("select actor_email, channel, action, target_id from audit_log");
      expect(audit).toEqual({
        actor_email: expect.stringMatching(/^cli:/),
        channel: "cli",
        action: "order.refund_paid",
        target_id: String(orderId),
      });
    },
    TIMEOUT_MS,
  );
});
