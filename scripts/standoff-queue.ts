// `npm run standoff -- list | bought LINE_ID [note] | unbuyable LINE_ID reason`: the operator queue of Standoff 2
// orders. `list` shows paid lines waiting for the skin to be bought on the market (account, avatar, skin, exact
// price); `bought` completes a line, `unbuyable` refunds it or sends it back to the shopper (settings needRefund).
// The order's delivery job, sent with the mark, settles it in the server's worker and sends the e-mail. Each mark
// is audited like the console's (channel cli, the actor named by the system user who ran it).
// On the embedded database a running server holds DATA_DIR: stop it first (the lock's message says so), or run
// the store on PostgreSQL (DATABASE_URL).
import { userInfo } from "node:os";
import { auditStandoffMark } from "../lib/server/operator/audit-standoff-mark";
import type { AuditActor } from "../lib/server/audit/record-audit";
import { getDb } from "../lib/server/db/client";
import { startProcess, stopProcess } from "../lib/server/runtime/start-process";
import {
  listStandoffQueue,
  markStandoffBought,
  markStandoffUnbuyable,
  type StandoffMark,
} from "../lib/server/fulfilment/standoff-queue";
import { isStartupError } from "../lib/server/startup-error";

const USAGE = "usage: npm run standoff -- list | bought LINE_ID [note] | unbuyable LINE_ID reason";
function report(lineId: string, mark: StandoffMark): number {
  if (!mark.ok) {
    console.error(
      mark.reason === "not_found"
        ? `✖ Позиции ${lineId} нет среди заказов Standoff 2.`
        : `✖ Позиция ${lineId} не ждёт покупки (уже отмечена или заказ ещё не оплачен).`,
    );
    return 1;
  }
  const what = {
    completed: "выполнена",
    refunded: "возвращена покупателю",
    "incorrect-details": "отправлена покупателю: выставить скин заново",
  }[mark.outcome];
  console.log(`• Позиция ${lineId} (заказ №${mark.orderId}) ${what}.`);
  return 0;
}

async function main([command, id, ...text]: string[]): Promise<number> {
  if (command === "list") {
    await startProcess({ role: "tool", seed: false });
    const queue = await listStandoffQueue(await getDb());
    if (!queue.length) console.log("Очередь пуста.");
    for (const q of queue) {
      console.log(
        `позиция ${q.lineId}  заказ №${q.orderId}  оплачен ${q.paidAt?.toISOString() ?? "—"}  ` +
          `аккаунт ${q.gameAccountId ?? "—"}  ${q.skinName} за ${q.price} G ` +
          `(${q.gold} + комиссия рынка ${q.fee} + надбавка ${q.surplus})  аватар ${q.avatarUrl ?? "—"}`,
      );
    }
    return 0;
  }
  if ((command !== "bought" && command !== "unbuyable") || !/^\d{1,9}$/.test(id ?? "")) {
    throw new Error(USAGE);
  }
  const note = text.join(" ");
  if (command === "unbuyable" && !note.trim()) throw new Error(USAGE);
  await startProcess({ role: "tool", seed: false });
  const actor: AuditActor = { id: null, email: `cli:${userInfo().username}`, channel: "cli" };
  const mark =
    command === "bought"
      ? await markStandoffBought(Number(id), note, auditStandoffMark(actor, "standoff.bought", { note }))
      : await markStandoffUnbuyable(
          Number(id),
          note,
          auditStandoffMark(actor, "standoff.unbuyable", { reason: note }),
        );
  return report(id, mark);
}

main(process.argv.slice(2))
  .then(async (status) => {
    await stopProcess();
    process.exit(status);
  })
  .catch(async (err) => {
    const known = isStartupError(err) || err instanceof RangeError || err?.message === USAGE;
    console.error(`✖ ${known ? err.message : String(err?.message ?? err).split("\n")[0]}`);
    await stopProcess().catch(() => {});
    process.exit(1);
  });
