// "Деньги возвращены": a line (or the whole order) could not be delivered and was refunded – to the account's
// balance for a signed-in shopper, back to the card or account the payment came from for a guest: said as done
// where the provider refunded it at once, as arranged where it pays the refund later (card_pending).
import type { MailMessage } from "../mail-message";
import { html } from "./escape-html";
import { formatRub } from "./format-rub";
import { brandName, mailStyles, renderMail } from "./mail-layout";

export type OrderRefundedMail = {
  to: string;
  orderId: number;
  /** Absolute link to the order page. */
  orderUrl: string;
  /** Roubles refunded, a decimal string. */
  amount: string;
  destination: "balance" | "card" | "card_pending";
  /** Why the line could not be delivered, in words a shopper reads (the order's reject reason). */
  reason: string;
  /** The refunded lines' titles, when only part of the order is refunded or to name what it was. */
  titles?: string[];
};

export function orderRefundedMail(input: OrderRefundedMail): MailMessage {
  const amount = formatRub(input.amount);
  const what = input.titles?.length ? ` («${input.titles.join("», «")}»)` : "";
  const where = {
    balance: `Мы вернули ${amount} на баланс вашего аккаунта: ими можно оплатить следующий заказ.`,
    card: `Мы вернули ${amount} на карту или счёт, с которого вы платили. Банк обычно зачисляет возврат за 1–10 дней.`,
    card_pending:
      `Мы оформили возврат ${amount} на карту или счёт, с которого вы платили: деньги придут в течение ` +
      "нескольких рабочих дней. Если их не будет дольше 10 дней, ответьте на это письмо.",
  }[input.destination];
  const body = html`<p style="${mailStyles.paragraph}">
      К сожалению, мы не смогли выполнить заказ <strong>№${input.orderId}</strong>${what}.
    </p>
    <div style="${mailStyles.box}">Причина: ${input.reason}</div>
    <p style="${mailStyles.paragraph}">${where}</p>
    <p style="${mailStyles.muted}">
      Если что-то пошло не так, ответьте на это письмо, указав номер заказа.
    </p>`;
  const text = [
    `К сожалению, мы не смогли выполнить заказ №${input.orderId}${what}.`,
    `Причина: ${input.reason}`,
    where,
    "Если что-то пошло не так, ответьте на это письмо, указав номер заказа.",
  ].join("\n\n");
  return renderMail({
    to: input.to,
    subject: `${brandName}: возврат ${amount} по заказу №${input.orderId}`,
    preheader: where,
    html: body,
    text,
    action: { label: "Открыть заказ", url: input.orderUrl },
  });
}
