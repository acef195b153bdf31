// The e-mail telling a shopper that money a provider took for an order that could no longer be paid was kept
// for them: on the balance (an account) or as a credit an operator refunds (a guest).
import type { MailMessage } from "../mail/mail-message";
import { html } from "../mail/templates/escape-html";
import { brandName, mailStyles, renderMail } from "../mail/templates/mail-layout";

export function captureCreditMail(input: {
  to: string;
  orderId: number;
  amountRub: string;
  toBalance: boolean;
  orderLink: string;
}): MailMessage {
  // The amount as the provider reported it ("149.00 ₽"): the shopper compares it with the bank statement.
  const where = input.toBalance
    ? `Мы зачислили ${input.amountRub} ₽ на баланс вашего аккаунта: ими можно оплатить следующий заказ.`
    : `Мы сохранили эти ${input.amountRub} ₽ за вами и вернём их на карту или счёт, с которого вы платили. ` +
      `Если деньги не вернутся в течение 10 дней, ответьте на это письмо, указав номер заказа.`;
  const why =
    `Платёжная система подтвердила ваш платёж по заказу №${input.orderId}, ` +
    `но к этому моменту заказ уже был оплачен или отменён, поэтому оплатить его этим платежом нельзя.`;
  return renderMail({
    to: input.to,
    subject: `${brandName}: платёж по заказу №${input.orderId} сохранён за вами`,
    preheader: `${input.amountRub} ₽ сохранены за вами.`,
    html: html`<p style="${mailStyles.paragraph}">${why}</p>
      <p style="${mailStyles.paragraph}">${where}</p>`,
    text: `${why}\n\n${where}`,
    action: { label: "Открыть заказ", url: input.orderLink },
  });
}
