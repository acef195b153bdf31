// GetPay's signatures, sha256 hex over the fields joined with ":" and the secret appended:
//   notify SIGN = sha256(WALLET_ID + ":" + SUM + ":" + ORDER_ID + ":" + PAYMENT_ID + ":" + GETPAY_SECRET)
//   form   SIGN = sha256(WALLET_ID + ":" + SUM + ":" + ORDER_ID + ":" + GETPAY_SECRET)
// ORDER_ID is our payment reference (provider_payment_id), PAYMENT_ID GetPay's own id of the transfer.
import { createHash } from "node:crypto";
import { getConfig } from "../../config";

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

export function getGetpayConfig() {
  const c = getConfig();
  if (!c.GETPAY_WALLET_ID || !c.GETPAY_SECRET) return null;
  return { walletId: c.GETPAY_WALLET_ID, secret: c.GETPAY_SECRET, formUrl: c.GETPAY_FORM_URL };
}

export function signGetpayNotice(
  secret: string,
  f: { WALLET_ID: string; SUM: string; ORDER_ID: string; PAYMENT_ID: string },
) {
  return sha256Hex([f.WALLET_ID, f.SUM, f.ORDER_ID, f.PAYMENT_ID, secret].join(":"));
}

export function signGetpayForm(secret: string, f: { WALLET_ID: string; SUM: string; ORDER_ID: string }) {
  return sha256Hex([f.WALLET_ID, f.SUM, f.ORDER_ID, secret].join(":"));
}
