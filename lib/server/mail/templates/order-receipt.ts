// "Заказ оплачен": sent once when an order becomes paid, before anything is delivered. A Standoff 2 order also
// says what the shopper does next, as its order page does: which skin to list on the market and at what price.
import { html } from "./escape-html";
import { formatPrice } from "@/lib/money/format-price";
import { formatRub } from "./format-rub";
import { brandName, mailStyles, renderMail } from "./mail-layout";
import type { MailMessage } from "../mail-message";

export type MailOrderLine = {
  title: string;
  /** Absent for a line whose title says what it is (a Steam top-up: "на 1 000 ₽"). */
  quantity?: number;
  /** What the shopper pays for the line before the promo code (lines sum to the goods), roubles, decimal. */
  amount: string;
};

/** "Пополнение Steam × 2", or the title alone when the line has no quantity to show. */
const lineLabel = (line: MailOrderLine) =>
  line.quantity === undefined ? line.title : `${line.title} × ${line.quantity}`;

export type OrderReceiptMail = {
  to: string;
  orderId: number;
  /** Absolute link to the order page (SITE_URL + /orders/{hash}/details). */
  orderUrl: string;
  lines: MailOrderLine[];
  /** What was paid for the order, roubles. */
  total: string;
  /** Roubles a promo code took off, when one did. */
  discount?: string | null;
  /** Roubles taken from the account's balance, when any. */
  paidFromBalance?: string | null;
  /** The payment method's fee in roubles, when it charged one (already in `total`). */
  methodFee?: string | null;
  /** What the payment method charged, fees included, in its currency (roubles it stands for). */
  charge?: { amount: string; currency: string; amountRub: string } | null;
  /** A Standoff 2 order: the skin to list and its exact price in gold (a decimal string, "115.27"). */
  standoffListing?: { skinName: string; price: string; gameAccountId: string } | null;
};

/** "115.27" gold as the game writes it: "115,27". */
const formatGold = (price: string) => price.replace(".", ",");

const isPositive = (amount: string | null | undefined): amount is string =>
  !!amount && /[1-9]/.test(amount) && !amount.trim().startsWith("-");

export function orderReceiptMail(input: OrderReceiptMail): MailMessage {
  const discount = isPositive(input.discount) ? input.discount : null;
  const fromBalance = isPositive(input.paidFromBalance) ? input.paidFromBalance : null;
  const fee = isPositive(input.methodFee) ? input.methodFee : null;
  const charge = input.charge && isPositive(input.charge.amountRub) ? input.charge : null;
  const chargeText = charge
    ? charge.currency === "RUB"
      ? formatRub(charge.amount)
      : `${formatPrice(charge.amount, charge.currency)} (≈ ${formatRub(charge.amountRub)})`
    : null;
  const listing = input.standoffListing ?? null;
  const rows = input.lines.map(
    (line) =>
      html`<tr>
        <td style="${mailStyles.cell}">${lineLabel(line)}</td>
        <td style="${mailStyles.cellEnd}">${formatRub(line.amount)}</td>
      </tr>`,
  );
  const body = html`<p style="${mailStyles.paragraph}">
      Спасибо за покупку! Мы получили оплату заказа <strong>№${input.orderId}</strong> и уже начали его
      выполнять. Как только всё будет доставлено, пришлём ещё одно письмо.
    </p>
    <table role="presentation" cellpadding="0" cellspacing="0" style="${mailStyles.table}">
      ${rows}
      ${
        discount
          ? html`<tr>
              <td style="${mailStyles.cell}">Скидка по промокоду</td>
              <td style="${mailStyles.cellEnd}">−${formatRub(discount)}</td>
            </tr>`
          : null
      }
      ${
        fromBalance
          ? html`<tr>
              <td style="${mailStyles.cell}">Списано с баланса</td>
              <td style="${mailStyles.cellEnd}">${formatRub(fromBalance)}</td>
            </tr>`
          : null
      }
      ${
        chargeText
          ? html`<tr>
              <td style="${mailStyles.cell}">Оплачено способом оплаты${fee ? " (с комиссией)" : ""}</td>
              <td style="${mailStyles.cellEnd}">${chargeText}</td>
            </tr>`
          : null
      }
      ${
        fee
          ? html`<tr>
              <td style="${mailStyles.cell}">В том числе комиссия способа оплаты</td>
              <td style="${mailStyles.cellEnd}">${formatRub(fee)}</td>
            </tr>`
          : null
      }
      <tr>
        <td style="${mailStyles.total}">Итого оплачено</td>
        <td style="${mailStyles.totalEnd}">${formatRub(input.total)}</td>
      </tr>
    </table>
    ${
      listing
        ? html`<p style="${mailStyles.paragraph}">
            <strong>Что сделать сейчас:</strong> выставьте на рынок Standoff 2 с аккаунта
            <strong>${listing.gameAccountId}</strong> скин <strong>«${listing.skinName}»</strong> по цене
            ровно <strong>${formatGold(listing.price)} голды</strong>. Мы купим его, и голда придёт на ваш
            аккаунт.
          </p>`
        : null
    }
    <p style="${mailStyles.muted}">
      Статус заказа и всё, что мы доставим, всегда видно на странице заказа.
    </p>`;
  const text = [
    `Спасибо за покупку! Мы получили оплату заказа №${input.orderId} и уже начали его выполнять. ` +
      `Как только всё будет доставлено, пришлём ещё одно письмо.`,
    [
      ...input.lines.map((line) => `• ${lineLabel(line)} — ${formatRub(line.amount)}`),
      ...(discount ? [`Скидка по промокоду: −${formatRub(discount)}`] : []),
      ...(fromBalance ? [`Списано с баланса: ${formatRub(fromBalance)}`] : []),
      ...(chargeText ? [`Оплачено способом оплаты${fee ? " (с комиссией)" : ""}: ${chargeText}`] : []),
      ...(fee ? [`В том числе комиссия способа оплаты: ${formatRub(fee)}`] : []),
      `Итого оплачено: ${formatRub(input.total)}`,
    ].join("\n"),
    ...(listing
      ? [
          `Что сделать сейчас: выставьте на рынок Standoff 2 с аккаунта ${listing.gameAccountId} скин ` +
            `«${listing.skinName}» по цене ровно ${formatGold(listing.price)} голды. ` +
            `Мы купим его, и голда придёт на ваш аккаунт.`,
        ]
      : []),
    "Статус заказа и всё, что мы доставим, всегда видно на странице заказа.",
  ].join("\n\n");
  return renderMail({
    to: input.to,
    subject: `${brandName}: заказ №${input.orderId} оплачен`,
    preheader: `Оплата получена: ${formatRub(input.total)}. Заказ уже выполняется.`,
    html: body,
    text,
    action: { label: "Открыть заказ", url: input.orderUrl },
  });
}
