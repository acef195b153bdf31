// The frame every store e-mail shares: the brand, a greeting, the template's body, one button, the signature.
// HTML with inline CSS only (mail clients drop <style> and external sheets), no images, tables for layout;
// the plain-text part says the same in the same order, links written out in full.
import messages from "@/messages/ru.json";
import type { MailMessage } from "../mail-message";
import { html, type SafeHtml } from "./escape-html";

export const brandName = messages.brand.name;

const FONT = 'font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const ACCENT = "#8b5cf6";
const INK = "#1f2133";
const MUTED = "#6b6f86";

/** Inline styles templates reuse for their blocks. */
export const mailStyles = {
  paragraph: `margin:0 0 16px;font-size:15px;line-height:1.55;color:${INK}`,
  muted: `margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}`,
  table: "width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px",
  cell: `padding:8px 0;border-bottom:1px solid #e6e7f0;color:${INK};vertical-align:top`,
  cellEnd: `padding:8px 0 8px 12px;border-bottom:1px solid #e6e7f0;color:${INK};text-align:right;white-space:nowrap;vertical-align:top`,
  total: `padding:10px 0 0;font-weight:700;color:${INK}`,
  totalEnd: `padding:10px 0 0 12px;font-weight:700;color:${INK};text-align:right;white-space:nowrap`,
  code: `display:inline-block;margin:0 0 4px;padding:6px 10px;border-radius:6px;background:#f1eefe;color:${INK};font-family:ui-monospace,Menlo,Consolas,monospace;font-size:15px;letter-spacing:0.5px`,
  box: `margin:0 0 16px;padding:12px 14px;border-radius:8px;background:#f6f6fb;color:${INK};font-size:14px;line-height:1.5`,
};

/**
 * A link for a mail: absolute http(s) only. A relative or javascript: URL means a caller passed the wrong
 * thing, and a mail with a dead or hostile link must not go out.
 */
export function absoluteUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`mail link must be http(s): ${parsed.protocol}`);
  }
  return parsed.href;
}

export type MailLayoutInput = {
  to: string;
  subject: string;
  /** The line inbox lists show under the subject. */
  preheader: string;
  /** The body's HTML, built with the `html` tag. */
  html: SafeHtml;
  /** The same body as plain text (paragraphs separated by blank lines). */
  text: string;
  /** The one call to action: a button in HTML, "label: url" in text. */
  action?: { label: string; url: string };
  /** Small print under the signature ("Если вы не запрашивали это письмо…"). */
  footnote?: string;
};

export function renderMail(input: MailLayoutInput): MailMessage {
  const action = input.action && { label: input.action.label, url: absoluteUrl(input.action.url) };
  const button = action
    ? html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px">
          <tr>
            <td style="border-radius:8px;background:${ACCENT}">
              <a
                href="${action.url}"
                style="display:inline-block;padding:12px 22px;${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px"
                >${action.label}</a
              >
            </td>
          </tr>
        </table>
        <p style="${mailStyles.muted}">
          Если кнопка не работает, откройте ссылку:
          <a href="${action.url}" style="color:${ACCENT};word-break:break-all">${action.url}</a>
        </p>`
    : null;

  const page = html`<!doctype html>
    <html lang="ru">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${input.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f3f3f8">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0">${input.preheader}</div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f3f8">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:560px;${FONT}"
              >
                <tr>
                  <td
                    style="padding:18px 24px;border-radius:12px 12px 0 0;background:#0a0b14;${FONT};font-size:20px;font-weight:700;color:#ffffff"
                  >
                    <span style="color:${ACCENT}">&#9679;</span> ${brandName}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px;border-radius:0 0 12px 12px;background:#ffffff;${FONT}">
                    <p style="${mailStyles.paragraph}">Здравствуйте!</p>
                    ${input.html} ${button}
                    <p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:${INK}">
                      Команда ${brandName}
                    </p>
                    ${input.footnote ? html`<p style="margin:12px 0 0;font-size:12px;line-height:1.5;color:${MUTED}">${input.footnote}</p>` : null}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;

  const text = [
    "Здравствуйте!",
    input.text.trim(),
    action ? `${action.label}:\n${action.url}` : "",
    `—\nКоманда ${brandName}${input.footnote ? `\n${input.footnote}` : ""}`,
  ]
    .filter(Boolean)
    .join("\n\n");

  return { to: input.to, subject: input.subject, text, html: page.value };
}
