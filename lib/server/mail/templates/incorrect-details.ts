// "Проверьте данные": the provider refused the account details of a line (unknown player id, wrong server,
// Steam login); the shopper fixes them on the order page and the line is delivered again automatically.
import type { DeliveryResult } from "../../fulfilment/provider";
import type { MailMessage } from "../mail-message";
import { html } from "./escape-html";
import { brandName, mailStyles, renderMail } from "./mail-layout";

export type IncorrectDetailsField = Extract<DeliveryResult, { kind: "incorrect_details" }>["field"];

export type IncorrectDetailsMail = {
  to: string;
  orderId: number;
  /** Absolute link to the order page, which shows the form to correct the details. */
  orderUrl: string;
  productTitle: string;
  field: IncorrectDetailsField;
  /** What the shopper entered, when known. */
  value?: string | null;
  /** The provider's own words about what is wrong. */
  providerMessage: string;
};

/** The field names the order form uses (messages/ru.json), so the shopper finds the same words there. */
const FIELD_LABELS: Record<IncorrectDetailsField, string> = {
  supplyUserId: "ID игрока",
  supplyServer: "Сервер",
  steamAccountId: "Логин Steam",
  gameAccountId: "ID аккаунта Standoff 2",
};

export function incorrectDetailsMail(input: IncorrectDetailsMail): MailMessage {
  const label = FIELD_LABELS[input.field];
  const value = input.value?.trim() ? input.value.trim() : null;
  const body = html`<p style="${mailStyles.paragraph}">
      Мы не смогли выполнить заказ <strong>№${input.orderId}</strong> («${input.productTitle}»): похоже, в
      данных для доставки ошибка.
    </p>
    <div style="${mailStyles.box}">
      <p style="margin:0 0 6px">
        Поле: <strong>${label}</strong>${value ? html` — вы указали <strong>${value}</strong>` : null}
      </p>
      <p style="margin:0">Ответ сервиса: ${input.providerMessage}</p>
    </div>
    <p style="${mailStyles.paragraph}">
      Деньги никуда не делись. Откройте страницу заказа, исправьте поле «${label}» — и мы сразу доставим заказ
      заново.
    </p>`;
  const text = [
    `Мы не смогли выполнить заказ №${input.orderId} («${input.productTitle}»): похоже, в данных для доставки ошибка.`,
    `Поле: ${label}${value ? ` — вы указали ${value}` : ""}\nОтвет сервиса: ${input.providerMessage}`,
    `Деньги никуда не делись. Откройте страницу заказа, исправьте поле «${label}» — и мы сразу доставим заказ заново.`,
  ].join("\n\n");
  return renderMail({
    to: input.to,
    subject: `${brandName}: проверьте данные для заказа №${input.orderId}`,
    preheader: `Исправьте поле «${label}», и мы доставим заказ.`,
    html: body,
    text,
    action: { label: "Исправить данные", url: input.orderUrl },
  });
}
