// Any failed call of the payment page -> Russian text: DRF field errors on the page's own fields, detail and
// non_field_errors as the message near the action, and plain words for the network, a timeout or an outage.
import { readServerErrors, type ServerErrors } from "@/components/auth/form/read-server-errors";
import { NoVariantError, ResponseError } from "@/lib/api/errors";

export type PaymentErrorTexts = {
  network: string;
  timeout: string;
  server: string;
  /** The provider answered a scenario type this client does not know. */
  scenario: string;
};

export function readPaymentError(
  error: unknown,
  fieldNames: readonly string[],
  texts: PaymentErrorTexts,
): ServerErrors {
  if (error instanceof NoVariantError) return { fields: {}, root: texts.scenario };
  const result = readServerErrors(error, fieldNames, texts);
  // DRF's "code" key is usually an error code and readServerErrors skips it, but the promo code calls name
  // their field "code": a list of messages there is the field's error.
  const code = error instanceof ResponseError ? (error.body as { code?: unknown } | null)?.code : undefined;
  if (fieldNames.includes("code") && Array.isArray(code) && typeof code[0] === "string") {
    const isOnlyCode = result.root === texts.server || result.root === null;
    return { fields: { ...result.fields, code: code[0] }, root: isOnlyCode ? null : result.root };
  }
  return result;
}
