// Any failed call of the payment page -> Russian text: DRF field errors on the page's own fields (the promo code
// calls' field is named "code": its list of messages is the field's error, never an error code), detail and
// non_field_errors as the message near the action, and plain words for the network, a timeout or an outage.
import { readServerErrors, type ServerErrors } from "@/components/auth/form/read-server-errors";
import { NoVariantError } from "@/lib/api/errors";

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
  return readServerErrors(error, fieldNames, texts);
}
