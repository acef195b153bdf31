// GetPay: a payment is a signed form the shopper's browser posts to GetPay's page; its notice (a form or JSON)
// carries a signature over its fields (getpay-signature.ts) and is checked against our wallet. GetPay has no
// refund call: a guest's money is refunded by the operator.
import { getpayNoticeSchema } from "@/lib/schemas/payments/payment-endpoints";
import { logger } from "../../logger";
import { CallbackRefusedError, paymentMethodUnavailable, type PaymentProvider } from "../payment-provider";
import { isSameHexSignature } from "../sandbox/sandbox-signature";
import { getGetpayConfig, signGetpayForm, signGetpayNotice } from "./getpay-signature";

export const getpayPaymentProvider: PaymentProvider = {
  name: "getpay",
  isAvailable: () => getGetpayConfig() !== null,
  start(input) {
    const getpay = getGetpayConfig();
    if (!getpay) throw paymentMethodUnavailable();
    const fields = { WALLET_ID: getpay.walletId, SUM: input.amount, ORDER_ID: input.providerPaymentId };
    return {
      scenario: {
        type: "form",
        method: "POST",
        action: getpay.formUrl,
        fields: { ...fields, CURRENCY: input.currency, SIGN: signGetpayForm(getpay.secret, fields) },
      },
    };
  },
  async readCallback({ body }) {
    const config = getGetpayConfig();
    if (!config) throw new Error("getpay is not configured");
    const parsed = getpayNoticeSchema.safeParse(body);
    if (!parsed.success) throw new CallbackRefusedError("invalid");
    const n = parsed.data;
    if (!isSameHexSignature(n.SIGN, signGetpayNotice(config.secret, n))) {
      logger.warn({ orderId: n.ORDER_ID }, "getpay notice with a bad signature refused");
      throw new CallbackRefusedError("bad_signature");
    }
    if (n.WALLET_ID !== config.walletId) {
      logger.warn({ orderId: n.ORDER_ID }, "getpay notice for another wallet refused");
      throw new CallbackRefusedError("wrong_account");
    }
    return {
      kind: "payment",
      providerPaymentId: n.ORDER_ID,
      event: "approve",
      amount: n.SUM,
      currency: n.WALLET_TYPE,
      // GetPay's own id of this transfer: a second transfer under the same ORDER_ID is money of its own.
      providerTransactionId: n.PAYMENT_ID,
    };
  },
  refunds: "by_operator",
};
