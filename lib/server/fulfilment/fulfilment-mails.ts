// The e-mails of an order's fulfilment (paid receipt, delivered, incorrect details, refunded), queued as jobs in
// the caller's transaction so a slow mail server never slows a request and no e-mail is lost or sent for a
// change that rolled back. Built from what the database says at that moment.
import { asc, eq } from "drizzle-orm";
import messages from "@/messages/ru.json";
import type { Db } from "../db/client";
import { orderLines, orders, products } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";

export type OrderMailKind = "receipt" | "delivered" | "incorrect_details" | "refunded";

type Item = { code: string; amountUc?: number; instructions?: string };

const brand = messages.brand.name;

const itemsOf = (data: unknown): Item[] => {
  const items = (data as { items?: Item[] } | null)?.items;
  return Array.isArray(items) ? items : [];
};

export async function buildOrderMail(tx: Db, orderId: number, kind: OrderMailKind, origin: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.email) return null;
  const lines = await tx
    .select({ line: orderLines, title: products.title })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const link = `${origin}/orders/${order.hash}/details`;
  const list = lines.map((l) => `• ${l.title} × ${l.line.quantity}`).join("\n");
  const sign = `\n\nЗаказ: ${link}\n\n—\nКоманда ${brand}`;
  switch (kind) {
    case "receipt":
      return {
        to: order.email,
        subject: `${brand}: заказ №${order.id} оплачен`,
        text: `Здравствуйте!\n\nМы получили оплату заказа №${order.id} на ${order.total} ₽ и уже выполняем его.\n\n${list}${sign}`,
      };
    case "delivered": {
      const items = [...lines.flatMap((l) => itemsOf(l.line.deliveryData)), ...itemsOf(order.deliveryData)];
      const got = items
        .map(
          (i) =>
            `• ${i.code}${i.amountUc ? ` — ${i.amountUc} UC` : ""}${i.instructions ? `\n  ${i.instructions}` : ""}`,
        )
        .join("\n");
      return {
        to: order.email,
        subject: `${brand}: заказ №${order.id} выполнен`,
        text:
          `Здравствуйте!\n\nЗаказ №${order.id} выполнен.\n\n${list}` +
          (got ? `\n\nВаши коды и ключи:\n${got}` : "") +
          sign,
      };
    }
    case "incorrect_details": {
      const wrong = lines.find((l) => l.line.status === "incorrect-details");
      return {
        to: order.email,
        subject: `${brand}: проверьте данные аккаунта в заказе №${order.id}`,
        text:
          `Здравствуйте!\n\nМы не смогли выполнить заказ №${order.id}: ${wrong?.line.deliveryError ?? "данные аккаунта неверны"}.\n` +
          `Исправьте данные на странице заказа — мы выполним его сразу после этого:\n${link}\n\n—\nКоманда ${brand}`,
      };
    }
    case "refunded":
      return {
        to: order.email,
        subject: `${brand}: возврат по заказу №${order.id}`,
        text: `Здравствуйте!\n\n${order.rejectReason ?? "Заказ не удалось выполнить, деньги возвращены."}${sign}`,
      };
  }
}

export async function enqueueOrderMail(tx: Db, orderId: number, kind: OrderMailKind, origin: string) {
  const mail = await buildOrderMail(tx, orderId, kind, origin);
  if (mail) await enqueueJob(tx, QUEUES.sendMail, mail);
}
