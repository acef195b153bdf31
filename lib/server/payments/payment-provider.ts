// The contract every payment provider (sandbox, Payselection, GetPay…) implements, mirroring the fulfilment side
// (lib/server/fulfilment/provider.ts). The store's payment services speak to a provider only through it: starting a
// payment, reading a callback (signature verified, parsed to a domain event), reading a payment's state and
// refunding. A provider lives in one folder (lib/server/payments/<name>/) and is listed once in
// payment-providers.ts; nothing else in the store branches on a provider's name. Providers never answer HTTP:
// they take plain values and return data or throw.
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";
import type { FieldErrors } from "../http/api-error";
import { nonFieldError } from "../http/api-error";
import type { PaymentEvent } from "./apply-payment-callback";
import type { PaymentRow } from "./payment-row";

/** What the store knows when it starts a payment. Money is a decimal string, never a float. */
export type StartInput = {
  /** The configured public origin, for links read outside this browser (QR codes, help texts, webhooks). */
  origin: string;
  /** Our reference of the payment, sent to the provider (its order id). */
  providerPaymentId: string;
  orderId: number;
  amount: string;
  currency: string;
  /** The method's scenario type (the sandbox answers the one the method names). */
  scenarioType: string;
};

export type StartResult =
  /** The provider's scenario is known at once (no network call): stored with the payment row. */
  | { scenario: PaymentScenario }
  /** The provider must be asked over the network: called after the payment row is committed. */
  | { afterCommit: (payment: PaymentRow) => Promise<PaymentScenario> };

/** A provider's callback as the edge read it: the exact body text its signature covers, the parsed body. */
export type CallbackInput = {
  /** The body's exact text, for providers that sign the body. */
  rawBody?: string;
  /** The parsed body (JSON, or a form's fields). */
  body: unknown;
  headers: { get(name: string): string | null };
  /** The address the callback was sent to. */
  url: string;
};

export type ProviderCallback =
  /** Money taken, refused or abandoned for one of our payments. */
  | {
      kind: "payment";
      providerPaymentId: string;
      event: PaymentEvent;
      amount?: string;
      currency?: string;
      providerTransactionId?: string;
    }
  /** The provider confirms a refund we asked for: recorded in the ledger, nothing else changes. */
  | {
      kind: "refund_notice";
      providerPaymentId: string;
      amount: string | null;
      currency: string;
      transactionId: string | null;
    }
  /** An event the store has no use for: acknowledged. */
  | { kind: "ignored" };

export type CallbackRefusal = "bad_signature" | "invalid" | "wrong_account";

/** A callback the store refuses: not signed by the provider, malformed, or for another merchant account. */
export class CallbackRefusedError extends Error {
  constructor(
    readonly reason: CallbackRefusal,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(`payment callback refused: ${reason}`);
    this.name = "CallbackRefusedError";
  }
}

/** What the provider reports about a payment when asked (null: nothing final yet). */
export type StatusReading = {
  event: "approve" | "decline";
  amount: string;
  currency: string;
  providerTransactionId?: string;
};

export type RefundRequest = { transactionId: string; amount: string; currency: string; key: string };

export type RefundResult =
  | { kind: "refunded"; refundId: string | null }
  | { kind: "refused"; status: number; code: string | null; description: string | null };

/** The provider did not answer or answered a server error: worth asking again later, with the same key. */
export class TransientRefundError extends Error {}

/**
 * How money taken from a guest goes back: "instantly" (the sandbox gives it back at once), "through_api" (a refund
 * job calls the provider's `refund`), "by_operator" (the provider has no refund call: staff refund by hand).
 */
export type RefundWay = "instantly" | "through_api" | "by_operator";

export interface PaymentProvider {
  /** Stored as payments.provider and in the ledger; the folder's name. */
  readonly name: string;
  /** Whether it may take payments now: a real provider needs its credentials, the sandbox is off in live mode. */
  isAvailable(): boolean;
  /** Starts a payment; runs in the transaction that creates the payment row, so it makes no network call. */
  start(input: StartInput): StartResult;
  /** Verifies and parses a callback; throws CallbackRefusedError when it cannot be trusted or read. */
  readCallback(input: CallbackInput): Promise<ProviderCallback>;
  /** Asks the provider about a pending payment, where it can be asked. */
  readStatus?(payment: PaymentRow): Promise<StatusReading | null>;
  readonly refunds: RefundWay;
  /** Gives money back (refunds "through_api"); throws TransientRefundError when worth retrying. */
  refund?(request: RefundRequest): Promise<RefundResult>;
}

export const paymentMethodUnavailable = () => nonFieldError("Этот способ оплаты сейчас недоступен.");
