// "Заказ выполнен": what each line delivered – PUBG codes with their UC, keys with activation instructions,
// the roubles credited to a Steam wallet, a top-up sent through the supply channel, Standoff gold bought.
import type { DeliveredItem } from "../../fulfilment/provider";
import type { MailMessage } from "../mail-message";
import { html, type SafeHtml } from "./escape-html";
import { formatRub } from "./format-rub";
import { brandName, mailStyles, renderMail } from "./mail-layout";

export type DeliveredMailLine =
  /** PUBG UC from the store's stock: one code per item. */
  | { kind: "pubg"; title: string; items: DeliveredItem[] }
  /** Game keys (Rokky): the key and how to activate it. */
  | { kind: "key"; title: string; items: DeliveredItem[] }
  /** Steam wallet top-up: the roubles credited (as promised before paying) to the login given. */
  | { kind: "steam"; title: string; credited: string; steamAccountId: string }
  /** Supply-channel (MooGold) top-up straight to the player's account. */
  | { kind: "supply"; title: string; quantity: number; playerId: string; server?: string | null }
  /** Standoff 2 gold: the store bought the skin the shopper listed. */
  | { kind: "standoff"; title: string; gold?: number | null; gameAccountId: string };

export type OrderDeliveredMail = {
  to: string;
  orderId: number;
  /** Absolute link to the order page, where the codes stay available. */
  orderUrl: string;
  lines: DeliveredMailLine[];
  /** Roubles paid for the order (balance share + the method's charge, fee included), from its money projection. */
  paid?: string | null;
  /** Roubles of cashback credited to the buyer's balance with this order (a gift bought with an account). */
  cashback?: string | null;
};

const ucText = (item: DeliveredItem) => (item.amountUc ? ` (${item.amountUc} UC)` : "");

function lineHtml(line: DeliveredMailLine): SafeHtml {
  const title = html`<p style="margin:0 0 8px;font-size:15px;font-weight:700;color:#1f2133">
    ${line.title}
  </p>`;
  switch (line.kind) {
    case "pubg":
      return html`<div style="${mailStyles.box}">
        ${title}
        ${line.items.map(
          (item) =>
            html`<div>
              <span style="${mailStyles.code}">${item.code}</span
              >${item.amountUc ? html` <span style="color:#6b6f86">${item.amountUc} UC</span>` : null}
            </div>`,
        )}
        <p style="margin:8px 0 0;font-size:13px;color:#6b6f86">
          Активируйте код на официальной странице активации PUBG Mobile (Midasbuy), указав ваш ID игрока.
        </p>
      </div>`;
    case "key":
      return html`<div style="${mailStyles.box}">
        ${title}
        ${line.items.map(
          (item) =>
            html`<div style="margin:0 0 8px">
              <span style="${mailStyles.code}">${item.code}</span
              >${item.instructions ? html`<div style="margin:4px 0 0;font-size:13px;line-height:1.5;color:#1f2133;white-space:pre-line">${item.instructions}</div>` : null}
            </div>`,
        )}
      </div>`;
    case "steam":
      return html`<div style="${mailStyles.box}">
        ${title}
        <p style="margin:0">
          Зачислено <strong>${formatRub(line.credited)}</strong> на кошелёк Steam аккаунта
          <strong>${line.steamAccountId}</strong>.
        </p>
      </div>`;
    case "supply":
      return html`<div style="${mailStyles.box}">
        ${title}
        <p style="margin:0">
          Пополнение (${line.quantity} шт.) отправлено на аккаунт
          <strong>${line.playerId}</strong
          >${line.server ? html`, сервер <strong>${line.server}</strong>` : null}. Обычно валюта появляется в
          игре в течение нескольких минут; если её нет через час, ответьте на это письмо.
        </p>
      </div>`;
    case "standoff":
      return html`<div style="${mailStyles.box}">
        ${title}
        <p style="margin:0">
          Мы купили ваш скин на рынке Standoff
          2${line.gold ? html`: <strong>${line.gold} G</strong> зачислено` : null} на аккаунт
          <strong>${line.gameAccountId}</strong>.
        </p>
      </div>`;
  }
}

function lineText(line: DeliveredMailLine): string {
  switch (line.kind) {
    case "pubg":
      return [
        `${line.title}:`,
        ...line.items.map((item) => `  ${item.code}${ucText(item)}`),
        "Активируйте код на официальной странице активации PUBG Mobile (Midasbuy), указав ваш ID игрока.",
      ].join("\n");
    case "key":
      return [
        `${line.title}:`,
        ...line.items.map((item) =>
          [
            `  Ключ: ${item.code}`,
            ...(item.instructions ? [`  ${item.instructions.replace(/\n/g, "\n  ")}`] : []),
          ].join("\n"),
        ),
      ].join("\n");
    case "steam":
      return `${line.title}:\nЗачислено ${formatRub(line.credited)} на кошелёк Steam аккаунта ${line.steamAccountId}.`;
    case "supply":
      return (
        `${line.title}:\nПополнение (${line.quantity} шт.) отправлено на аккаунт ${line.playerId}` +
        `${line.server ? `, сервер ${line.server}` : ""}. Обычно валюта появляется в игре в течение нескольких минут; ` +
        "если её нет через час, ответьте на это письмо."
      );
    case "standoff":
      return (
        `${line.title}:\nМы купили ваш скин на рынке Standoff 2` +
        `${line.gold ? `: ${line.gold} G зачислено` : ""} на аккаунт ${line.gameAccountId}.`
      );
  }
}

export function orderDeliveredMail(input: OrderDeliveredMail): MailMessage {
  const hasSecrets = input.lines.some((line) => line.kind === "pubg" || line.kind === "key");
  const intro = hasSecrets
    ? `Заказ №${input.orderId} выполнен. Ниже ваши коды и ключи — не пересылайте это письмо и не показывайте его другим.`
    : `Заказ №${input.orderId} выполнен.`;
  const outro = hasSecrets
    ? "Коды и ключи также доступны на странице заказа."
    : "Подробности заказа — на его странице.";
  const cashback = input.cashback
    ? `Кешбэк ${formatRub(input.cashback)} зачислен на баланс вашего аккаунта.`
    : null;
  const paid = input.paid ? `Оплачено: ${formatRub(input.paid)}.` : null;
  const body = html`<p style="${mailStyles.paragraph}">${intro}</p>
    ${input.lines.map(lineHtml)} ${paid ? html`<p style="${mailStyles.paragraph}">${paid}</p>` : null}
    ${cashback ? html`<p style="${mailStyles.paragraph}">${cashback}</p>` : null}
    <p style="${mailStyles.muted}">${outro}</p>`;
  const text = [
    intro,
    ...input.lines.map(lineText),
    ...(paid ? [paid] : []),
    ...(cashback ? [cashback] : []),
    outro,
  ].join("\n\n");
  return renderMail({
    to: input.to,
    subject: `${brandName}: заказ №${input.orderId} выполнен`,
    preheader: hasSecrets ? "Ваши коды и ключи внутри." : "Всё доставлено.",
    html: body,
    text,
    action: { label: "Открыть заказ", url: input.orderUrl },
  });
}
