// The accounts e-mails (Russian, HTML with a plain-text part) in the store's mail layout.
import type { MailMessage } from "../mail/mail-message";
import { html } from "../mail/templates/escape-html";
import { brandName, mailStyles, renderMail } from "../mail/templates/mail-layout";

const notRequested = "Если вы не запрашивали это письмо, просто проигнорируйте его.";

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  const validity = `Ссылка действует ${validMinutes} минут и сработает один раз.`;
  return renderMail({
    to,
    subject: `${brandName}: восстановление пароля`,
    preheader: "Ссылка, чтобы задать новый пароль.",
    html: html`<p style="${mailStyles.paragraph}">Чтобы задать новый пароль, нажмите кнопку ниже.</p>
      <p style="${mailStyles.muted}">${validity}</p>`,
    text: `Чтобы задать новый пароль, откройте ссылку ниже.\n\n${validity}`,
    action: { label: "Задать новый пароль", url: link },
    footnote: notRequested,
  });
}

export function welcomeMail(to: string, siteUrl: string): MailMessage {
  const welcome =
    `Вы зарегистрировались в магазине ${brandName} с этим адресом. ` +
    "Войдите на сайте, чтобы видеть историю заказов и баланс.";
  return renderMail({
    to,
    subject: `${brandName}: добро пожаловать!`,
    preheader: "Аккаунт создан.",
    html: html`<p style="${mailStyles.paragraph}">${welcome}</p>`,
    text: welcome,
    action: { label: `Перейти в ${brandName}`, url: siteUrl },
    footnote: notRequested,
  });
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function alreadyRegisteredMail(to: string, siteUrl: string): MailMessage {
  const notice =
    `Кто-то (возможно, вы) попытался зарегистрироваться в ${brandName} с этим адресом, ` +
    "но аккаунт с ним уже есть. Войдите с вашим паролем, а если забыли его — " +
    "воспользуйтесь ссылкой «Забыли пароль?» в окне входа.";
  return renderMail({
    to,
    subject: `${brandName}: попытка регистрации с вашим адресом`,
    preheader: "Аккаунт с этим адресом уже есть.",
    html: html`<p style="${mailStyles.paragraph}">${notice}</p>`,
    text: notice,
    action: { label: "Войти", url: siteUrl },
    footnote: notRequested,
  });
}
