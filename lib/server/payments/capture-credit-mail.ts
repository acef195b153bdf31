// The e-mail telling a shopper that money a provider took for an order that could no longer be paid was kept
// for them: on the balance (an account) or as a credit an operator refunds (a guest).
import messages from "@/messages/ru.json";
import type { MailMessage } from "../mail/build-mime-message";

const brand = messages.brand.name;

export function captureCreditMail(input: {
  to: string;
  orderId: number;
  amountRub: string;
  toBalance: boolean;
  orderLink: string;
}): MailMessage {
  const where = input.toBalance
    ? `Мы зачислили ${input.amountRub} ₽ на баланс вашего аккаунта: ими можно оплатить следующий заказ.`
    : `Мы сохранили эти ${input.amountRub} ₽ за вами и вернём их на карту или счёт, с которого вы платили. ` +
      `Если деньги не вернутся в течение 10 дней, ответьте на это письмо, указав номер заказа.`;
  return {
    to: input.to,
    subject: `${brand}: платёж по заказу №${input.orderId} сохранён за вами`,
    text:
      `Здравствуйте!\n\nПлатёжная система подтвердила ваш платёж по заказу №${input.orderId}, ` +
      `но к этому моменту заказ уже был оплачен или отменён, поэтому оплатить его этим платежом нельзя.\n\n` +
      `${where}\n\nЗаказ: ${input.orderLink}\n\n—\nКоманда ${brand}`,
  };
}
