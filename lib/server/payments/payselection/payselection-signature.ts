// Payselection's signatures, hex HMAC-SHA256 with the site's secret key:
//   request  X-REQUEST-SIGNATURE = HMAC(secret, METHOD + "\n" + url path + "\n" + X-SITE-ID + "\n" + X-REQUEST-ID + "\n" + body)
//   webhook  X-WEBHOOK-SIGNATURE = HMAC(secret, METHOD + "\n" + full webhook url + "\n" + X-SITE-ID + "\n" + body)
// e.g. "POST\n/webpayments/create\n12345\n<uuid>\n{...json...}" and
//      "POST\nhttps://shop.example/api/payments/payselection/webhook/\n12345\n{...json...}".
import { createHmac } from "node:crypto";

const hmacHex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

export function signPayselectionRequest(
  secret: string,
  r: { method: string; path: string; siteId: string; requestId: string; body: string },
): string {
  return hmacHex(secret, [r.method, r.path, r.siteId, r.requestId, r.body].join("\n"));
}

export function signPayselectionWebhook(
  secret: string,
  w: { method: string; url: string; siteId: string; body: string },
): string {
  return hmacHex(secret, [w.method, w.url, w.siteId, w.body].join("\n"));
}
