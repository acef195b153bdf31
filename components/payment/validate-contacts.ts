// The contact fields a method asks for, checked before the call with the server's own rules
// (lib/schemas/payments/payment-endpoints.ts), so a typo is caught without a round trip. The e-mail rule is
// the API's own (internationalised addresses included), in its zod-free form.
import { normaliseEmailAddress } from "@/lib/schemas/auth/email-address";

const PHONE = /^\+?[0-9 ()-]{10,20}$/;

export type ContactErrors = { email?: string; phone?: string };
export type ContactValues = { email: string; phone: string };

/** Message keys of the payment namespace, per field. */
export function validateContacts(values: ContactValues, requiredFields: readonly string[]): ContactErrors {
  const errors: ContactErrors = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!email && requiredFields.includes("email")) errors.email = "email_required";
  else if (email && normaliseEmailAddress(email) === null) errors.email = "email_invalid";
  if (requiredFields.includes("phone")) {
    if (!phone) errors.phone = "phone_required";
    else if (!PHONE.test(phone)) errors.phone = "phone_invalid";
  }
  return errors;
}
