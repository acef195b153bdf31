// Texts of the accounts e-mails (Russian, plain text).
import messages from "@/messages/ru.json";
import type { MailMessage } from "../mail/build-mime-message";

const brand = messages.brand.name;
const signature = `\n\n—\nКоманда ${brand}\nЕсли вы не запрашивали это письмо, просто проигнорируйте его.`;

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `${brand}: восстановление пароля`,
    text:
      `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует ${validMinutes} минут и сработает один раз.` +
      signature,
  };
}

export function welcomeMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: `${brand}: добро пожаловать!`,
    text:
      `Здравствуйте!\n\nВы зарегистрировались в магазине ${brand} с этим адресом. ` +
      `Войдите на сайте, чтобы видеть историю заказов и баланс:\n${siteUrl}` +
      signature,
  };
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function alreadyRegisteredMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: `${brand}: попытка регистрации с вашим адресом`,
    text:
      `Здравствуйте!\n\nКто-то (возможно, вы) попытался зарегистрироваться в ${brand} с этим адресом, ` +
      `но аккаунт с ним уже есть. Войдите с вашим паролем, а если забыли его — ` +
      `воспользуйтесь ссылкой «Забыли пароль?» в окне входа:\n${siteUrl}` +
      signature,
  };
}
